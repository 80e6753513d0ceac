export type StatusTone = 'good' | 'neutral' | 'warning' | 'bad';

/** A record's state in a word ("Active", "Hidden", "Deleted"), coloured by tone and never by colour alone. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: string }) {
  return <span className={`status-badge status-badge--${tone}`}>{children}</span>;
}

/** The usual badge of a record that can be hidden or soft-deleted. */
export function ActiveBadge({ isActive, deletedAt }: { isActive: boolean; deletedAt?: string | null }) {
  if (deletedAt) return <StatusBadge tone="bad">Deleted</StatusBadge>;
  return isActive ? <StatusBadge tone="good">Active</StatusBadge> : <StatusBadge tone="neutral">Hidden</StatusBadge>;
}
