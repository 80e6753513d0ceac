import type { ReactNode } from 'react';
import { CONTENT_PAGES, type ContentPagePath } from '../../../shared/content/content-pages';
import './content.css';

/** A content page: its title (the name its head tags carry), when it was last reviewed, and its sections. */
export function ContentPage({ path, testId, title, updated, children }: { path: ContentPagePath; testId: string; title?: string; updated?: string; children: ReactNode }) {
  return (
    <article data-testid={testId} className="content-page">
      <h1>{title ?? CONTENT_PAGES[path].name}</h1>
      {updated ? <p className="muted">Last updated {updated}</p> : null}
      {children}
    </article>
  );
}
