import type { AuditEntry } from '../../../../shared/admin/api';
import { changedFields } from './record-changes';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const ACTION_NAMES: Record<string, string> = { create: 'Created', update: 'Updated', delete: 'Deleted', restore: 'Restored', reorder: 'Reordered', 'move-products': 'Moved its products' };

/** A record's audit entries, newest first: who, when, what they did and what changed. */
export function RecordHistory({ rows, loading, error }: { rows: AuditEntry[] | undefined; loading: boolean; error: string | null }) {
  return (
    <section className="record-history" aria-labelledby="record-history-title">
      <h2 id="record-history-title">History</h2>
      {error ? <p role="alert">{error}</p> : null}
      {loading && !rows ? <p role="status">Loading history...</p> : null}
      {rows && rows.length === 0 ? <p className="muted">No changes recorded yet.</p> : null}
      {rows && rows.length > 0 ? (
        <ol data-testid="record-history">
          {rows.map((entry) => {
            const changes = ['delete', 'restore', 'reorder', 'move-products'].includes(entry.action) ? [] : changedFields(entry.before, entry.after);
            return (
              <li key={entry.id}>
                <p>
                  <strong>{ACTION_NAMES[entry.action] ?? entry.action}</strong> by {entry.actor ? `${entry.actor.name || entry.actor.email}` : 'the system'} ·{' '}
                  <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                </p>
                {changes.length > 0 ? (
                  <dl>
                    {changes.map((change) => (
                      <div key={change.field} style={{ display: 'contents' }}>
                        <dt>{change.field}</dt>
                        <dd>
                          {change.before} → {change.after}
                        </dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
