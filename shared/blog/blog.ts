// The blog as shoppers read it (GET /api/blog, GET /api/blog/:slug) and the words both the
// storefront and the back office use about it (docs/decisions/048).

export const BLOG_POST_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** A post's status from what is stored: published from a time, and whether that time has come. */
export function blogPostStatus(isPublished: boolean, publishedAt: Date | string | null, now: Date = new Date()): BlogPostStatus {
  if (!isPublished || publishedAt === null) return 'draft';
  return new Date(publishedAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** Posts per page of /blog. */
export const BLOG_PAGE_SIZE = 9;

/** One post in the /blog list. */
export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  coverImageUrl: string | null;
  publishedAt: string;
  authorName: string;
}

/** GET /api/blog?page=n: published posts, newest first. */
export interface BlogPage {
  posts: BlogPostSummary[];
  page: number;
  pageCount: number;
}

/** GET /api/blog/:slug: the article (sanitised HTML) and its neighbours in time. */
export interface BlogArticle extends BlogPostSummary {
  html: string;
  updatedAt: string;
  /** The next older post, and the next newer one. */
  previous: { slug: string; title: string } | null;
  next: { slug: string; title: string } | null;
}

export const BLOG_TEXTS = {
  excerptRequired: 'Write a short excerpt',
  excerptLength: 'An excerpt is at most 300 characters',
  bodyRequired: 'Write the article',
  status: 'Choose draft, published or scheduled',
  publishAtFormat: 'Enter a date and time',
  scheduleAhead: 'Choose a time still to come for a scheduled post',
  publishedNotAhead: 'This time is still to come: choose Scheduled to publish the post then',
  notFound: 'This post is not on our blog.',
  offline: 'You are offline, and this post has not been read on this device yet.',
  listOffline: 'You are offline. Posts you have read on this device are still here:',
  slugTaken: 'Another post has this slug',
} as const;
