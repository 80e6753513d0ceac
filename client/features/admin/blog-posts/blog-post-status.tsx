import type { BlogPostStatus } from '../../../../shared/blog/blog';
import { StatusBadge } from '../kit/status-badge';

const WORDS: Record<BlogPostStatus, { tone: 'good' | 'neutral' | 'warning'; label: string }> = {
  published: { tone: 'good', label: 'Published' },
  scheduled: { tone: 'warning', label: 'Scheduled' },
  draft: { tone: 'neutral', label: 'Draft' },
};

/** A post's status in a word; a deleted post says so first. */
export function BlogPostStatusBadge({ status, deletedAt }: { status: BlogPostStatus; deletedAt: string | null }) {
  if (deletedAt) return <StatusBadge tone="bad">Deleted</StatusBadge>;
  return <StatusBadge tone={WORDS[status].tone}>{WORDS[status].label}</StatusBadge>;
}

export const BLOG_POST_STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft (not shown)' },
  { value: 'published', label: 'Published' },
  { value: 'scheduled', label: 'Scheduled (publishes itself at its time)' },
] as const;
