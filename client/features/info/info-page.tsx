import type { ReactNode } from 'react';

/** A page of words: its title, and paragraphs or lists under it. */
export function InfoPage({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  return (
    <article data-testid={testId} style={{ maxWidth: '70ch' }}>
      <h1>{title}</h1>
      {children}
    </article>
  );
}
