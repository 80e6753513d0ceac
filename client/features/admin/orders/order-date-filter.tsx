import { useState } from 'react';
import type { OrdersListQuery } from '../../../../shared/admin/orders.schema';

type Dates = Pick<OrdersListQuery, 'from' | 'to'>;

/** The date range of the orders list (days in UTC, as the server reads them), applied on submit. */
export function OrderDateFilter({ query, onApply }: { query: OrdersListQuery; onApply: (change: Dates) => void }) {
  const [draft, setDraft] = useState({ from: query.from ?? '', to: query.to ?? '' });
  const [applied, setApplied] = useState(query);
  if (applied !== query) {
    setApplied(query);
    setDraft({ from: query.from ?? '', to: query.to ?? '' });
  }
  const outOfOrder = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
  return (
    // eslint-disable-next-line no-restricted-syntax -- a list filter: what is chosen is a query, not data entered (ADR 094)
    <form
      className="orders-dates"
      aria-label="Order dates"
      onSubmit={(event) => {
        event.preventDefault();
        if (!outOfOrder) onApply({ from: draft.from || undefined, to: draft.to || undefined });
      }}
    >
      <label>
        From
        <input type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
      </label>
      <label>
        To
        <input type="date" value={draft.to} min={draft.from || undefined} aria-invalid={outOfOrder || undefined} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
      </label>
      <button type="submit" className="small-button">
        Apply
      </button>
      {outOfOrder ? <p role="alert" className="field-error">The end date is before the start date.</p> : null}
    </form>
  );
}
