import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { LIMITS } from '../../http/abuse-limits';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { supportQuestionSchema, type SupportAnswer } from '../../../shared/support/knowledge';
import type { PublishedArticles } from '../../../shared/support/articles';
import { answerQuestion } from './knowledge-answer.service';
import { publishedArticles } from './published-articles.repo';

/** How long a browser or the service worker may reuse the articles list before asking again. */
const ARTICLES_CACHE = 'public, max-age=300, stale-while-revalidate=86400';

/**
 * /api/support/knowledge: the assistant's answers (POST /answer, rate-limited) and the published
 * articles (GET /articles) that the FAQ shows and the device indexes for offline answers.
 */
export const knowledgeRoutes = new Hono<AppEnv>()
  .post('/answer', rateLimit(...LIMITS.supportAnswer), validate('json', supportQuestionSchema), async (c) => {
    const answer: SupportAnswer = await answerQuestion(c.var.deps.db, c.req.valid('json').question);
    return c.json(answer);
  })
  .get('/articles', async (c) => {
    const body: PublishedArticles = { articles: await publishedArticles(c.var.deps.db) };
    c.header('cache-control', ARTICLES_CACHE);
    return c.json(body);
  });
