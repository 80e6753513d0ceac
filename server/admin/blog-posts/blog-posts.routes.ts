import { blogPostInputSchema, blogPostListQuerySchema, blogPostUpdateSchema } from '../../../shared/blog/blog-post.schema';
import { withMarkdownPreview } from '../../content/markdown-preview';
import { resourceRoutes } from '../resource.routes';
import { screenApp } from '../screen-app';
import { blogPostsService } from './blog-posts.service';

/** /api/admin/blog-posts (admin, store_manager): the kit's list and record routes, and POST /preview. */
export const blogPostsRoutes = resourceRoutes(withMarkdownPreview(screenApp('blog-posts')), blogPostsService, {
  listQuery: blogPostListQuerySchema,
  input: blogPostInputSchema,
  update: blogPostUpdateSchema,
});
