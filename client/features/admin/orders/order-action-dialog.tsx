import { useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { AdminOrder } from '../../../../shared/admin/orders.schema';
import type { OrderAction } from '../../../../shared/orders/order-status';
import { formatMoney } from '../../../../shared/money';
import { showToast } from '../../../lib/toast/toast-store';
import { AdminApiError } from '../api/admin-client';
import { errorText } from '../api/resource-queries';
import { useChangeOrder } from '../api/use-orders';
import { FormDialog, useActionForm } from '../kit/form-dialog';
import { chosenLinesAmount, orderActionDefaults, orderActionSchema, type OrderActionFields, type RefundMode } from './order-action-form';
import { ORDER_ACTION_LABELS } from './order-texts';

/** A new idempotency key per dialog: a double click or a retry of the same dialog is one refund. */
const newKey = () => (globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * One action on an order, on the kit's FormDialog: marking needs nothing more (shipped: carrier and
 * tracking number), cancel a reason, refund a choice (lines and quantities with restock per line, an
 * amount, or everything left) and a reason. The form's schema (order-action-form.ts) checks it and
 * makes the request; the dialog says its one message above the buttons. Sent with the version shown; a
 * 409 puts the order as it now is on the screen (useChangeOrder) and says so here.
 */
export function OrderActionDialog({ order, action, onClose }: { order: AdminOrder; action: OrderAction; onClose: () => void }) {
  const change = useChangeOrder(order.id);
  // What this dialog sends whatever happens while it is open: the version shown and one request key.
  const [sent] = useState(() => ({ version: order.version, requestKey: newKey() }));
  const form = useActionForm(orderActionSchema(action, order, sent), orderActionDefaults(order));
  const money = (minor: number) => formatMoney(minor, order.currency);
  const label = ORDER_ACTION_LABELS[action] ?? action;
  const needsReason = action === 'cancel' || action === 'refund';

  return (
    <FormDialog
      form={form}
      title={`${label} — ${order.orderNumber}`}
      submitLabel={label}
      busyLabel="Working…"
      cancelLabel="Close"
      tone={needsReason ? 'danger' : 'default'}
      className="confirm-dialog order-dialog"
      testId="order-action-dialog"
      errorTestId="order-action-error"
      errorClassName="field-error"
      summarize
      failureText={(failure) => (failure instanceof AdminApiError && failure.status === 409 ? `${failure.message}. The order is shown as it now is.` : errorText(failure))}
      onSave={async (built) => {
        await change.mutateAsync(built);
        showToast({ title: `${label}: done`, description: `Order ${order.orderNumber}` });
        onClose();
      }}
      onClose={onClose}
    >
      {action === 'mark_shipped' ? (
        <>
          <label>
            Carrier
            <input maxLength={100} required {...form.register('carrier')} />
          </label>
          <label>
            Tracking number
            <input maxLength={100} required {...form.register('trackingNumber')} />
          </label>
        </>
      ) : null}
      {action === 'cancel' && order.status !== 'pending_payment' ? (
        <p>The shopper is refunded {order.payment ? money(order.payment.left) : ''} in full, the stock goes back and the promo code’s use is given back.</p>
      ) : null}
      {action === 'refund' ? <RefundChoice order={order} /> : null}
      <label>
        {needsReason ? 'Reason' : 'Reason (optional)'}
        <textarea maxLength={500} rows={2} required={needsReason} {...form.register('reason')} />
      </label>
    </FormDialog>
  );
}

function RefundChoice({ order }: { order: AdminOrder }) {
  const { control, register } = useFormContext<OrderActionFields>();
  const {
    field: { value: refundMode, onChange: chooseMode },
  } = useController({ control, name: 'mode' });
  const lines = useWatch({ control, name: 'lines' });
  const money = (minor: number) => formatMoney(minor, order.currency);
  const left = order.payment?.left ?? 0;
  return (
    <>
      <p>Left to refund: <strong data-testid="refund-left">{money(left)}</strong></p>
      <fieldset>
        <legend>What to refund</legend>
        {(['lines', 'amount', 'full'] as const).map((mode: RefundMode) => (
          <label key={mode} className="inline-choice">
            <input type="radio" name="refund-mode" checked={refundMode === mode} onChange={() => chooseMode(mode)} />{' '}
            {mode === 'lines' ? 'Chosen lines' : mode === 'amount' ? 'An amount' : `Everything left (${money(left)})`}
          </label>
        ))}
      </fieldset>
      {refundMode === 'lines' ? (
        <table className="order-refund-lines">
          <thead>
            <tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Restock</th></tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <RefundLineRow key={line.id} order={order} index={index} />
            ))}
          </tbody>
          <tfoot>
            <tr><td colSpan={3}>Refund: {money(chosenLinesAmount(order, lines))}</td></tr>
          </tfoot>
        </table>
      ) : null}
      {refundMode === 'amount' ? (
        <label>
          Amount ({order.currency})
          <input inputMode="decimal" placeholder="0.00" {...register('amount')} />
        </label>
      ) : null}
      {refundMode === 'full' ? (
        <label className="inline-choice">
          <input type="checkbox" {...register('restockAll')} /> Put every line not yet restocked back in stock
        </label>
      ) : null}
    </>
  );
}

/** One order line: how many of it to refund (whole units, 0 … what is left of it) and whether to restock it. */
function RefundLineRow({ order, index }: { order: AdminOrder; index: number }) {
  const { control, register } = useFormContext<OrderActionFields>();
  const {
    field: { ref, onChange, onBlur, value: quantity },
  } = useController({ control, name: `lines.${index}.quantity` });
  const line = order.lines[index]!;
  const money = (minor: number) => formatMoney(minor, order.currency);
  const lineLeft = line.quantity - line.refundedQuantity;
  const name = line.variantName ? `${line.productName} (${line.variantName})` : line.productName;
  return (
    <tr>
      <td>{name} <span className="muted">{money(line.unitPrice)} each, {lineLeft} of {line.quantity} left</span></td>
      <td>
        <input
          type="number"
          min={0}
          max={lineLeft}
          aria-label={`Quantity of ${name} to refund`}
          ref={ref}
          name={`lines.${index}.quantity`}
          value={quantity}
          disabled={lineLeft === 0}
          onChange={(event) => onChange(Math.max(0, Math.min(lineLeft, Math.trunc(Number(event.target.value) || 0))))}
          onBlur={onBlur}
        />
      </td>
      <td>
        <input type="checkbox" aria-label={`Put ${name} back in stock`} {...register(`lines.${index}.restock`)} />
      </td>
    </tr>
  );
}
