import { StatusBadge } from '../../kit/status-badge';

/** An article's state: published (on the FAQ, used by the assistant), draft, or deleted. */
export function PublishedBadge({ article }: { article: { isPublished: boolean; deletedAt: string | null } }) {
  if (article.deletedAt) return <StatusBadge tone="bad">Deleted</StatusBadge>;
  return article.isPublished ? <StatusBadge tone="good">Published</StatusBadge> : <StatusBadge tone="neutral">Draft</StatusBadge>;
}
