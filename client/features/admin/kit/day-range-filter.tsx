import { useState } from 'react';
import './day-range-filter.css';

type DayRange = { from?: string | undefined; to?: string | undefined; tz?: string | undefined };

/** The viewer's time zone: the days they pick are their days. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * A list's days filter (shared/admin/list-query.ts dayRangeFilters): From and To, inclusive, in the
 * viewer's time zone, applied together on submit so a half-picked range fetches nothing.
 */
export function DayRangeFilter({ query, onApply, label = 'Days' }: { query: DayRange; onApply: (change: DayRange) => void; label?: string }) {
  const [draft, setDraft] = useState({ from: query.from ?? '', to: query.to ?? '' });
  const [applied, setApplied] = useState(query);
  // Another query from outside (back button, a link): show its values.
  if (applied.from !== query.from || applied.to !== query.to) {
    setApplied(query);
    setDraft({ from: query.from ?? '', to: query.to ?? '' });
  }
  const outOfOrder = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
  return (
    // eslint-disable-next-line no-restricted-syntax -- a list filter: what is chosen is a query, not data entered (ADR 094)
    <form
      className="day-range-filter"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (outOfOrder) return;
        const dated = draft.from !== '' || draft.to !== '';
        onApply({ from: draft.from || undefined, to: draft.to || undefined, tz: dated ? (query.tz ?? viewerTimeZone()) : undefined });
      }}
    >
      <label>
        From
        <input type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
      </label>
      <label>
        To
        <input type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => setDraft({ ...draft, to: event.target.value })} aria-invalid={outOfOrder || undefined} aria-describedby={outOfOrder ? 'day-range-error' : undefined} />
      </label>
      <button type="submit" className="small-button">
        Apply
      </button>
      {outOfOrder ? (
        <p id="day-range-error" className="field-error" role="alert">
          To must be on or after From
        </p>
      ) : null}
      {query.tz ? <p className="muted day-range-filter__zone">Days in {query.tz.replace(/_/g, ' ')} time.</p> : null}
    </form>
  );
}
