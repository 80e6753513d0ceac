import { useEffect, useId, useRef, useState } from 'react';
import { ORDERS_TEXTS, type AdminOrder } from '../../../../shared/admin/orders.schema';
import { lineName } from '../../../../shared/checkout/checkout-texts';
import type { OrderAction } from '../../../../shared/orders/order-status';
import { formatMoney } from '../../../../shared/money';
import { lineRefundAmount } from '../../../../shared/orders/line-refund';
import { showToast } from '../../../lib/toast/toast-store';
import { AdminApiError } from '../api/admin-client';
import { errorText } from '../api/resource-queries';
import { useChangeOrder, type OrderChange } from '../api/use-orders';
import { parseMoneyText } from '../kit/money-text';
import { ORDER_ACTION_LABELS } from './order-texts';

type RefundMode = 'lines' | 'amount' | 'full';

/** A new idempotency key per dialog: a double click or a retry of the same dialog is one refund. */
const newKey = () => (globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * One action on an order, on the browser's <dialog>: marking needs nothing more (shipped: carrier
 * and tracking number), cancel a reason, refund a choice (lines and quantities with restock per
 * line, an amount, or everything left) and a reason. Sent with the version shown; a 409 puts the
 * order as it now is on the screen (useChangeOrder) and says so here.
 */
export function OrderActionDialog({ order, action, onClose }: { order: AdminOrder; action: OrderAction; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const change = useChangeOrder(order.id);
  const [requestKey] = useState(newKey);
  const [version] = useState(order.version);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [reason, setReason] = useState('');
  const [mode, setMode] = useState<RefundMode>('lines');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [restock, setRestock] = useState<Record<string, boolean>>({});
  const [restockAll, setRestockAll] = useState(false);
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, order.currency);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const chosenLines = order.lines.filter((line) => (quantities[line.id] ?? 0) > 0);
  // What the server will refund for the chosen units: what the shopper paid for them (ADR 067).
  const linesAmount = lineRefundAmount(
    {
      lines: order.lines.map((line) => ({ id: line.id, unitPrice: line.unitPrice, quantity: line.quantity, refunded: line.refundedQuantity })),
      discount: order.totals.discount,
      shipping: order.totals.shipping,
      tax: order.totals.tax,
    },
    chosenLines.map((line) => ({ lineId: line.id, quantity: quantities[line.id] ?? 0 })),
  );

  const build = (): OrderChange | string => {
    const why = reason.trim();
    if (action === 'mark_shipped') {
      if (!carrier.trim()) return ORDERS_TEXTS.carrierRequired;
      if (!tracking.trim()) return ORDERS_TEXTS.trackingRequired;
      return { kind: 'status', body: { action, version, carrier: carrier.trim(), trackingNumber: tracking.trim(), ...(why ? { reason: why } : {}) } };
    }
    if (action === 'mark_processing' || action === 'mark_delivered' || action === 'mark_ready') {
      return { kind: 'status', body: { action, version, ...(why ? { reason: why } : {}) } };
    }
    if (!why) return ORDERS_TEXTS.reasonRequired;
    if (action === 'cancel') return { kind: 'cancel', body: { version, requestKey, reason: why } };
    if (mode === 'full') return { kind: 'refund', body: { version, requestKey, reason: why, full: true, restock: restockAll } };
    if (mode === 'amount') {
      const parsed = parseMoneyText(amountText);
      if (!parsed.ok) return parsed.message;
      if (parsed.minorUnits === null || parsed.minorUnits <= 0) return 'Enter the amount to refund';
      if (order.payment && parsed.minorUnits > order.payment.left) return ORDERS_TEXTS.refundOverLeft(money(order.payment.left));
      return { kind: 'refund', body: { version, requestKey, reason: why, amount: parsed.minorUnits } };
    }
    if (chosenLines.length === 0) return ORDERS_TEXTS.refundChoice;
    if (linesAmount === 0) return ORDERS_TEXTS.lineRefundNothingPaid(chosenLines.map((line) => lineName(line.productName, line.variantName)), money(0));
    return {
      kind: 'refund',
      body: { version, requestKey, reason: why, lines: chosenLines.map((line) => ({ lineId: line.id, quantity: quantities[line.id] ?? 0, restock: restock[line.id] ?? false })) },
    };
  };

  const submit = () => {
    const built = build();
    if (typeof built === 'string') {
      setError(built);
      return;
    }
    setError(null);
    change.mutate(built, {
      onSuccess: () => {
        showToast({ title: `${ORDER_ACTION_LABELS[action] ?? action}: done`, description: `Order ${order.orderNumber}` });
        onClose();
      },
      onError: (failure) => {
        if (failure instanceof AdminApiError && failure.status === 409) {
          setError(`${failure.message}. The order is shown as it now is.`);
          return;
        }
        setError(errorText(failure));
      },
    });
  };

  const title = `${ORDER_ACTION_LABELS[action] ?? action} — ${order.orderNumber}`;
  const needsReason = action === 'cancel' || action === 'refund';
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog order-dialog"
      aria-labelledby={titleId}
      data-testid="order-action-dialog"
      onCancel={(event) => {
        event.preventDefault();
        if (!change.isPending) onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {action === 'mark_shipped' ? (
        <>
          <label>
            Carrier
            <input value={carrier} onChange={(event) => setCarrier(event.target.value)} maxLength={100} required />
          </label>
          <label>
            Tracking number
            <input value={tracking} onChange={(event) => setTracking(event.target.value)} maxLength={100} required />
          </label>
        </>
      ) : null}
      {action === 'cancel' && order.status !== 'pending_payment' ? (
        <p>The shopper is refunded {order.payment ? money(order.payment.left) : ''} in full, the stock goes back and the promo code’s use is given back.</p>
      ) : null}
      {action === 'refund' ? (
        <RefundChoice
          order={order}
          mode={mode}
          onMode={setMode}
          quantities={quantities}
          onQuantity={(lineId, quantity) => setQuantities({ ...quantities, [lineId]: quantity })}
          restock={restock}
          onRestock={(lineId, value) => setRestock({ ...restock, [lineId]: value })}
          restockAll={restockAll}
          onRestockAll={setRestockAll}
          amountText={amountText}
          onAmountText={setAmountText}
          linesAmount={linesAmount}
        />
      ) : null}
      <label>
        {needsReason ? 'Reason' : 'Reason (optional)'}
        <textarea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} rows={2} required={needsReason} />
      </label>
      {error ? (
        <p role="alert" className="field-error" data-testid="order-action-error">
          {error}
        </p>
      ) : null}
      <div className="confirm-dialog__actions">
        <button type="button" className="button button--quiet" onClick={onClose} disabled={change.isPending}>
          Close
        </button>
        <button type="button" className={`button${needsReason ? ' button--danger' : ''}`} onClick={submit} disabled={change.isPending}>
          {change.isPending ? 'Working…' : (ORDER_ACTION_LABELS[action] ?? action)}
        </button>
      </div>
    </dialog>
  );
}

function RefundChoice(props: {
  order: AdminOrder;
  mode: RefundMode;
  onMode: (mode: RefundMode) => void;
  quantities: Record<string, number>;
  onQuantity: (lineId: string, quantity: number) => void;
  restock: Record<string, boolean>;
  onRestock: (lineId: string, value: boolean) => void;
  restockAll: boolean;
  onRestockAll: (value: boolean) => void;
  amountText: string;
  onAmountText: (text: string) => void;
  linesAmount: number;
}) {
  const { order } = props;
  const money = (minor: number) => formatMoney(minor, order.currency);
  const left = order.payment?.left ?? 0;
  return (
    <>
      <p>Left to refund: <strong data-testid="refund-left">{money(left)}</strong></p>
      <fieldset>
        <legend>What to refund</legend>
        {(['lines', 'amount', 'full'] as const).map((mode) => (
          <label key={mode} className="inline-choice">
            <input type="radio" name="refund-mode" checked={props.mode === mode} onChange={() => props.onMode(mode)} />{' '}
            {mode === 'lines' ? 'Chosen lines' : mode === 'amount' ? 'An amount' : `Everything left (${money(left)})`}
          </label>
        ))}
      </fieldset>
      {props.mode === 'lines' ? (
        <table className="order-refund-lines">
          <thead>
            <tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Restock</th></tr>
          </thead>
          <tbody>
            {order.lines.map((line) => {
              const lineLeft = line.quantity - line.refundedQuantity;
              const name = line.variantName ? `${line.productName} (${line.variantName})` : line.productName;
              return (
                <tr key={line.id}>
                  <td>{name} <span className="muted">{money(line.unitPrice)} each, {lineLeft} of {line.quantity} left</span></td>
                  <td>
                    <input
                      type="number"
                      min={0}
                      max={lineLeft}
                      aria-label={`Quantity of ${name} to refund`}
                      value={props.quantities[line.id] ?? 0}
                      disabled={lineLeft === 0}
                      onChange={(event) => props.onQuantity(line.id, Math.max(0, Math.min(lineLeft, Math.trunc(Number(event.target.value) || 0))))}
                    />
                  </td>
                  <td>
                    <input type="checkbox" aria-label={`Put ${name} back in stock`} checked={props.restock[line.id] ?? false} onChange={(event) => props.onRestock(line.id, event.target.checked)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr><td colSpan={3}>Refund: {money(props.linesAmount)}</td></tr>
          </tfoot>
        </table>
      ) : null}
      {props.mode === 'amount' ? (
        <label>
          Amount ({order.currency})
          <input inputMode="decimal" value={props.amountText} onChange={(event) => props.onAmountText(event.target.value)} placeholder="0.00" />
        </label>
      ) : null}
      {props.mode === 'full' ? (
        <label className="inline-choice">
          <input type="checkbox" checked={props.restockAll} onChange={(event) => props.onRestockAll(event.target.checked)} /> Put every line not yet restocked back in stock
        </label>
      ) : null}
    </>
  );
}
