import { Link } from '@tanstack/react-router';
import { BLOG_TEXTS, type BlogPostSummary } from '../../../shared/blog/blog';
import { useLocalStore } from '../../lib/local-store';
import { BlogCover } from './blog-cover';
import { postDate } from './blog-date';
import { readPosts } from './read-posts';
import { useBlogPage } from './use-blog';
import './blog.css';

/** /blog: published posts, newest first, a page at a time; offline, the posts read on this device. */
export function BlogListPage({ page }: { page: number }) {
  const loaded = useBlogPage(page);
  return (
    <div data-testid="page-blog" className="blog">
      <h1>News</h1>
      <p className="lede">Stories from the shop: new arrivals, collector spotlights, store events and gift guides.</p>
      {loaded.state === 'loading' ? <p className="muted" role="status">Loading posts…</p> : null}
      {loaded.state === 'error' ? <p role="alert">{loaded.message}</p> : null}
      {loaded.state === 'offline' ? <ReadOnDevice /> : null}
      {loaded.state === 'ready' ? (
        <>
          {loaded.value.posts.length === 0 ? <p>No posts yet. Check back soon.</p> : <PostList posts={loaded.value.posts} />}
          <Pager page={loaded.value.page} pageCount={loaded.value.pageCount} />
        </>
      ) : null}
    </div>
  );
}

function PostList({ posts }: { posts: readonly BlogPostSummary[] }) {
  return (
    <ul className="blog-list" data-testid="blog-list">
      {posts.map((post) => (
        <li key={post.slug} className="blog-card">
          <BlogCover url={post.coverImageUrl} sizes="(max-width: 700px) 100vw, 360px" />
          <h2>
            <Link to="/blog/$slug" params={{ slug: post.slug }}>{post.title}</Link>
          </h2>
          <p className="muted">
            <time dateTime={post.publishedAt}>{postDate(post.publishedAt)}</time>
          </p>
          <p>{post.excerpt}</p>
        </li>
      ))}
    </ul>
  );
}

function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="blog-pager" aria-label="Blog pages">
      {page > 1 ? <Link to="/blog" search={{ page: page - 1 }} rel="prev">Newer posts</Link> : <span />}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? <Link to="/blog" search={{ page: page + 1 }} rel="next">Older posts</Link> : <span />}
    </nav>
  );
}

function ReadOnDevice() {
  const posts = useLocalStore(readPosts);
  if (posts.length === 0) return <p role="status">You are offline. Posts you read stay readable here without a connection.</p>;
  return (
    <>
      <p role="status">{BLOG_TEXTS.listOffline}</p>
      <PostList posts={posts} />
    </>
  );
}
