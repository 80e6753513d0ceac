import { useState } from 'react';
import { BULK_TEXTS } from '../../../../shared/admin/bulk.schema';
import { ORDERS_BULK_TEXTS, type OrdersFilter } from '../../../../shared/admin/orders-bulk.schema';
import type { OrderListRow } from '../../../../shared/admin/orders.schema';
import { useOrdersBulkStatus } from '../api/use-bulk';
import type { BulkSummary } from '../kit/bulk-summary';
import { ConfirmDialog } from '../kit/confirm-dialog';
import type { MatchingSelection } from '../kit/data-table';
import { ShipDialog, type ShipTargets } from './ship-dialog';
import { orderPrintLink } from '../../../../shared/admin/order-documents';

/** The print views of the selected orders (packing slips and invoices are their own screen's). */
export function printHref(ids: readonly string[], doc: 'slip' | 'invoice'): string {
  const { to, search } = orderPrintLink(ids.map(encodeURIComponent), doc);
  return `${to}?ids=${search.ids}&doc=${search.doc}`;
}

/**
 * The orders list's bulk actions (docs/decisions/100): mark processing (asked first), mark shipped
 * (one carrier and tracking for all, or a CSV), and print packing slips or invoices. With every order
 * that matches the filter chosen, the filter is sent and the server applies it; printing needs the
 * orders themselves, so it is offered for the ticked rows only.
 */
export function OrderBulkBar({
  selected,
  clear,
  matching,
  filter,
  summary,
}: {
  selected: OrderListRow[];
  clear: () => void;
  matching: MatchingSelection | null;
  filter: OrdersFilter;
  /** The page's (the bar goes when the selection is cleared; the summary stays). */
  summary: BulkSummary;
}) {
  const status = useOrdersBulkStatus();
  const [confirming, setConfirming] = useState(false);
  const [shipping, setShipping] = useState(false);
  const targets: ShipTargets = matching ? { filter } : { orders: selected.map(({ id, version }) => ({ id, version })) };
  const count = matching ? matching.count : selected.length;
  const ordersText = matching ? `all ${BULK_TEXTS.count(count, 'order', 'orders')} that match the filter` : BULK_TEXTS.count(count, 'order', 'orders');
  const ids = selected.map((row) => row.id);

  const markProcessing = () =>
    status.mutate(
      { action: 'mark_processing', ...targets },
      {
        onSuccess: (outcome) => {
          setConfirming(false);
          summary.report(outcome, ORDERS_BULK_TEXTS.markedProcessing);
          clear();
        },
        onError: (error) => {
          setConfirming(false);
          summary.failed(error);
        },
      },
    );

  return (
    <>
      <button type="button" className="small-button" disabled={status.isPending} onClick={() => setConfirming(true)}>
        Mark processing
      </button>
      <button type="button" className="small-button" onClick={() => setShipping(true)}>
        Mark shipped…
      </button>
      {matching ? null : (
        <>
          <a className="small-button" href={printHref(ids, 'slip')} target="_blank" rel="noopener">
            Print packing slips
          </a>
          <a className="small-button" href={printHref(ids, 'invoice')} target="_blank" rel="noopener">
            Print invoices
          </a>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Mark ${ordersText} processing?`}
        confirmLabel="Mark processing"
        busy={status.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={markProcessing}
      >
        <p>Each paid order goes to processing; any other is left as it is and listed with the reason.</p>
      </ConfirmDialog>
      {shipping ? (
        <ShipDialog
          targets={targets}
          ordersText={ordersText}
          onDone={(outcome) => {
            setShipping(false);
            summary.report(outcome, ORDERS_BULK_TEXTS.markedShipped);
            clear();
          }}
          onClose={() => setShipping(false)}
        />
      ) : null}
    </>
  );
}
