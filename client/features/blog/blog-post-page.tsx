import { Link } from '@tanstack/react-router';
import { BLOG_TEXTS, type BlogArticle } from '../../../shared/blog/blog';
import { notFoundName } from '../../../shared/page-titles';
import { PAGE_NAME_LOADING, usePageTitle } from '../../lib/page-title/page-title-store';
import { BlogCover } from './blog-cover';
import { postDate } from './blog-date';
import { useBlogArticle } from './use-blog';
import './blog.css';

/** /blog/$slug: the article, its author and date, and the posts before and after it. */
export function BlogPostPage({ slug }: { slug: string }) {
  const loaded = useBlogArticle(slug);
  usePageTitle(loaded.state === 'loading' ? PAGE_NAME_LOADING : loaded.state === 'ready' ? loaded.value.title : loaded.state === 'missing' ? notFoundName('Post') : null);
  return (
    <div data-testid="page-blog-post" className="blog">
      <p>
        <Link to="/blog">← All news</Link>
      </p>
      {loaded.state === 'loading' ? <p className="muted" role="status">Loading the post…</p> : null}
      {loaded.state === 'missing' ? (
        <>
          <h1>{notFoundName('Post')}</h1>
          <p>{BLOG_TEXTS.notFound}</p>
        </>
      ) : null}
      {loaded.state === 'offline' ? <p role="alert">{BLOG_TEXTS.offline}</p> : null}
      {loaded.state === 'error' ? <p role="alert">{loaded.message}</p> : null}
      {loaded.state === 'ready' ? <Article article={loaded.value} fromDevice={loaded.fromDevice ?? false} /> : null}
    </div>
  );
}

function Article({ article, fromDevice }: { article: BlogArticle; fromDevice: boolean }) {
  return (
    <article className="blog-article" data-testid="blog-article">
      <h1>{article.title}</h1>
      <p className="muted">
        By {article.authorName} · <time dateTime={article.publishedAt}>{postDate(article.publishedAt)}</time>
      </p>
      {fromDevice ? <p className="muted" role="status" data-testid="blog-from-device">You are offline: this is the copy you read earlier.</p> : null}
      <BlogCover url={article.coverImageUrl} sizes="(max-width: 760px) 100vw, 720px" eager />
      {/* Rendered from Markdown and sanitised by the server on save (server/content/markdown.ts). */}
      <div className="blog-body" dangerouslySetInnerHTML={{ __html: article.html }} />
      <nav className="blog-neighbours" aria-label="More posts">
        {article.previous ? (
          <Link to="/blog/$slug" params={{ slug: article.previous.slug }} rel="prev">
            ← Previous: {article.previous.title}
          </Link>
        ) : <span />}
        {article.next ? (
          <Link to="/blog/$slug" params={{ slug: article.next.slug }} rel="next">
            Next: {article.next.title} →
          </Link>
        ) : <span />}
      </nav>
    </article>
  );
}
