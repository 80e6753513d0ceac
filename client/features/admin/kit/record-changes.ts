/** One field an audited write changed, as the history shows it. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

// Bookkeeping columns every write moves; the history is about what staff changed.
const NOT_SHOWN = new Set(['version', 'updatedAt', 'updated_at', 'syncSeq', 'sync_seq', 'createdAt', 'created_at', 'id']);

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/** The fields that differ between an audit row's before and after (created: every field; deleted: none after). */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const from = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const to = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((key) => !NOT_SHOWN.has(key));
  return keys
    .map((field) => ({ field, before: shown(from[field]), after: shown(to[field]) }))
    .filter((change) => change.before !== change.after);
}
