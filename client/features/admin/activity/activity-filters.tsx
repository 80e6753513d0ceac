import { useState } from 'react';
import type { ActivityListQuery } from '../../../../shared/admin/activity.schema';

type RecordFilters = Pick<ActivityListQuery, 'entityType' | 'entityId' | 'from' | 'to' | 'tz'>;

/** The viewer's time zone: the days they pick are their days. */
const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The filters the table's toolbar does not hold: which record (type and id) and which days. They
 * apply together on submit, so a half-typed id does not fetch a page per keystroke.
 */
export function ActivityFilters({ query, onApply }: { query: ActivityListQuery; onApply: (change: RecordFilters) => void }) {
  const [draft, setDraft] = useState({ entityType: query.entityType ?? '', entityId: query.entityId ?? '', from: query.from ?? '', to: query.to ?? '' });
  const [applied, setApplied] = useState(query);
  // Another query from outside (back button, a link): show its values.
  if (applied !== query) {
    setApplied(query);
    setDraft({ entityType: query.entityType ?? '', entityId: query.entityId ?? '', from: query.from ?? '', to: query.to ?? '' });
  }
  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  const datesOutOfOrder = draft.from !== '' && draft.to !== '' && draft.from > draft.to;

  return (
    // eslint-disable-next-line no-restricted-syntax -- a list filter: what is chosen is a query, not data entered (ADR 094)
    <form
      className="activity-filters"
      aria-label="Record and dates"
      onSubmit={(event) => {
        event.preventDefault();
        if (datesOutOfOrder) return;
        const dated = draft.from !== '' || draft.to !== '';
        onApply({
          entityType: draft.entityType.trim() || undefined,
          entityId: draft.entityId.trim() || undefined,
          from: draft.from || undefined,
          to: draft.to || undefined,
          tz: dated ? (query.tz ?? viewerTimeZone()) : undefined,
        });
      }}
    >
      <label>
        Record type
        <input value={draft.entityType} onChange={set('entityType')} maxLength={60} placeholder="category" />
      </label>
      <label>
        Record id
        <input value={draft.entityId} onChange={set('entityId')} maxLength={100} />
      </label>
      <label>
        From
        <input type="date" value={draft.from} onChange={set('from')} />
      </label>
      <label>
        To
        <input type="date" value={draft.to} onChange={set('to')} min={draft.from || undefined} aria-invalid={datesOutOfOrder || undefined} aria-describedby={datesOutOfOrder ? 'activity-dates-error' : undefined} />
      </label>
      <button type="submit" className="small-button">
        Apply
      </button>
      {datesOutOfOrder ? (
        <p id="activity-dates-error" className="field-error" role="alert">
          To must be on or after From
        </p>
      ) : null}
      {query.tz ? <p className="muted activity-filters__zone">Days in {query.tz.replace(/_/g, ' ')} time.</p> : null}
    </form>
  );
}
