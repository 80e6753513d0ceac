import type { AdminBlogPost, BlogPostInput, BlogPostListQuery } from '../../../shared/blog/blog-post.schema';
import { BLOG_TEXTS } from '../../../shared/blog/blog';
import { resourceService } from '../resource.service';
import { blogPostAuthor, blogPostColumns, blogPostList, findBlogPost } from './blog-posts.repo';

/** Blog posts: list, write (Markdown rendered and sanitised on save), soft delete, restore. */
export const blogPostsService = resourceService<BlogPostListQuery, BlogPostInput, AdminBlogPost>({
  table: 'blog_posts',
  entityType: 'blog-post',
  ...blogPostList,
  find: findBlogPost,
  columns: blogPostColumns,
  createdBy: blogPostAuthor,
  unique: { blog_posts_slug_key: { field: 'slug', message: BLOG_TEXTS.slugTaken } },
});
