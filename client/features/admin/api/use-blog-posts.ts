import type { AdminBlogPost, BlogPostInput } from '../../../../shared/blog/blog-post.schema';
import { resourceQueries } from './resource-queries';

/** Blog posts: /api/admin/blog-posts. */
export const blogPostQueries = resourceQueries<AdminBlogPost, BlogPostInput>('blog-posts');
