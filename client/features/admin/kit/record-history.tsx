import type { AuditEntry } from '../../../../shared/admin/api';
import { changedFields, type HistoryFields, type ShownValue } from './record-changes';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const ACTION_NAMES: Record<string, string> = { create: 'Created', update: 'Updated', delete: 'Deleted', restore: 'Restored', reorder: 'Reordered', 'move-products': 'Moved its products' };
// Actions told by their name alone; an update or a creation is told by what it set.
const NAME_ONLY = new Set(['delete', 'restore', 'reorder', 'move-products']);

function Shown({ value }: { value: ShownValue }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <ul className="record-history__list">
      {value.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * A record's audit entries, newest first: who, when, what they did and what changed, read for people
 * (money in the record's currency, references by name, lists as lists; `fields` says how the screen's
 * own fields read). An update that changed nothing a person can see is not listed.
 */
export function RecordHistory({ rows, loading, error, fields = {} }: { rows: AuditEntry[] | undefined; loading: boolean; error: string | null; fields?: HistoryFields }) {
  const entries = (rows ?? [])
    .map((entry) => ({ entry, changes: NAME_ONLY.has(entry.action) ? [] : changedFields(entry.before, entry.after, fields, entry.names) }))
    .filter(({ entry, changes }) => entry.action !== 'update' || changes.length > 0);
  return (
    <section className="record-history" aria-labelledby="record-history-title">
      <h2 id="record-history-title">History</h2>
      {error ? <p role="alert">{error}</p> : null}
      {loading && !rows ? <p role="status">Loading history...</p> : null}
      {rows && entries.length === 0 ? <p className="muted">No changes recorded yet.</p> : null}
      {entries.length > 0 ? (
        <ol data-testid="record-history">
          {entries.map(({ entry, changes }) => (
            <li key={entry.id}>
              <p>
                <strong>{ACTION_NAMES[entry.action] ?? entry.action}</strong> by {entry.actor ? `${entry.actor.name || entry.actor.email}` : 'the system'} ·{' '}
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              </p>
              {changes.length > 0 ? (
                <dl>
                  {changes.map((change) => (
                    <div key={change.field} style={{ display: 'contents' }}>
                      <dt>{change.label}</dt>
                      <dd>
                        <Shown value={change.before} /> → <Shown value={change.after} />
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
