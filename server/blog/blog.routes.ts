import { Hono } from 'hono';
import * as z from 'zod';
import { BLOG_TEXTS } from '../../shared/blog/blog';
import { pathIdSchema } from '../../shared/text.schema';
import type { AppEnv } from '../context';
import { errorResponse } from '../http/errors';
import { validate } from '../http/validate';
import { blogArticle, blogPage } from './blog.repo';

const pageQuery = z.object({ page: z.coerce.number('Page must be a number').int('Page must be a whole number').min(1, 'Page must be 1 or more').max(10_000, 'There are not that many pages').default(1) });

/** /api/blog: published posts, newest first (?page=n), and one post by its slug. Anyone may read. */
export const blogRoutes = new Hono<AppEnv>()
  .get('/', validate('query', pageQuery), async (c) => c.json(await blogPage(c.var.deps.db, c.req.valid('query').page)))
  .get('/:slug', validate('param', z.object({ slug: pathIdSchema })), async (c) => {
    const article = await blogArticle(c.var.deps.db, c.req.valid('param').slug);
    if (!article) return errorResponse(c, 'NOT_FOUND', BLOG_TEXTS.notFound);
    return c.json({ article });
  });
