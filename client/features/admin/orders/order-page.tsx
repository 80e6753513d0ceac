import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useWatch } from 'react-hook-form';
import { noteBodySchema, type AdminOrder } from '../../../../shared/admin/orders.schema';
import type { OrderAction } from '../../../../shared/orders/order-status';
import { formatMoney } from '../../../../shared/money';
import { orderStatusLabel } from '../../../../shared/orders/order-texts';
import { Form } from '../../../lib/form/shop-form';
import { OrderLinesTable } from '../../orders/order-lines-table';
import { errorText } from '../api/resource-queries';
import { useChangeOrder, useOrder } from '../api/use-orders';
import { useActionForm } from '../kit/form-dialog';
import { OrderActionDialog } from './order-action-dialog';
import { DELIVERY_LABELS, ORDER_ACTION_LABELS, PAYMENT_LABELS, REFUND_STATUS_LABELS } from './order-texts';
import { canDealWithFlags, dealWithFlagsSchema, ORDER_FLAG_TEXTS } from '../../../../shared/admin/order-flags';
import { useSession } from '../../../lib/session/current-user';
import { ORDER_DOCUMENT_TEXTS } from '../../../../shared/admin/order-document-texts';
import './orders.css';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string) => <time dateTime={iso}>{when.format(new Date(iso))}</time>;

/** /admin/orders/<id>: one order as bought, paid and refunded, its timeline and notes, and what the user may do to it now. */
export function OrderPage({ id }: { id: string }) {
  const order = useOrder(id);
  const [action, setAction] = useState<OrderAction | null>(null);
  if (order.isPending || order.error) {
    return (
      <div className="order-admin" data-testid="page-admin-order">
        <div className="admin-page-head">
          <h1>Order</h1>
          <Link to="/admin/orders" className="small-button">All orders</Link>
        </div>
        {order.error ? <p role="alert">{errorText(order.error)}</p> : <p>Loading the order…</p>}
      </div>
    );
  }
  const o = order.data;
  return (
    <div className="order-admin" data-testid="page-admin-order">
      <div className="admin-page-head">
        <h1>Order {o.orderNumber}</h1>
        <div className="order-admin__head-links">
          <Link to="/admin/orders/$id/print" params={{ id: o.id }} search={{ doc: 'slip' }} className="small-button">{ORDER_DOCUMENT_TEXTS.title.slip}</Link>
          <Link to="/admin/orders/$id/print" params={{ id: o.id }} search={{ doc: 'invoice' }} className="small-button">{ORDER_DOCUMENT_TEXTS.title.invoice}</Link>
          <Link to="/admin/orders" className="small-button">All orders</Link>
        </div>
      </div>
      <p className="lede">
        {at(o.createdAt)} · <strong data-testid="admin-order-status">{orderStatusLabel(o.status)}</strong> · {DELIVERY_LABELS[o.deliveryMethod]} · {o.country}
      </p>
      <div className="order-actions" aria-label="Actions">
        {o.actions.map((candidate) => (
          <button key={candidate} type="button" className="button" onClick={() => setAction(candidate)}>
            {ORDER_ACTION_LABELS[candidate] ?? candidate}
          </button>
        ))}
        {o.actions.length === 0 ? <p className="muted">Nothing can be done to this order now.</p> : null}
      </div>
      {action ? <OrderActionDialog key={`${action}:${o.id}`} order={o} action={action} onClose={() => setAction(null)} /> : null}
      <div className="order-admin__grid">
        <Lines order={o} />
        <Payment order={o} />
        <Customer order={o} />
      </div>
      {o.flags.length > 0 ? <Flags order={o} /> : null}
      <div className="order-admin__grid">
        <Timeline order={o} />
        <Notes order={o} />
      </div>
    </div>
  );
}

function Lines({ order }: { order: AdminOrder }) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const t = order.totals;
  return (
    <section aria-labelledby="order-lines-heading">
      <h2 id="order-lines-heading">Items</h2>
      <OrderLinesTable
        lines={order.lines.map((line) => ({ ...line, key: line.id, refunded: line.refundedQuantity }))}
        currency={order.currency}
        lineTestId="admin-order-line"
      />
      <dl>
        <div><dt>Subtotal</dt><dd>{money(t.subtotal)}</dd></div>
        {t.discount > 0 ? <div><dt>Discount{t.discountCode ? ` (${t.discountCode})` : ''}</dt><dd>−{money(t.discount)}</dd></div> : null}
        <div><dt>Shipping</dt><dd>{t.shipping === 0 ? 'Free' : money(t.shipping)}</dd></div>
        {order.country === 'US' ? <div><dt>Tax</dt><dd>{money(t.tax)}</dd></div> : <div><dt>VAT contained</dt><dd>{money(t.vatIncluded)}</dd></div>}
        <div><dt>Total</dt><dd><strong>{money(t.total)}</strong></dd></div>
      </dl>
    </section>
  );
}

function Payment({ order }: { order: AdminOrder }) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const p = order.payment;
  return (
    <section aria-labelledby="order-payment-heading">
      <h2 id="order-payment-heading">Payment</h2>
      {p ? (
        <dl>
          <div><dt>Status</dt><dd>{PAYMENT_LABELS[p.status] ?? p.status}</dd></div>
          <div><dt>PayPal order</dt><dd><code>{p.providerOrderId}</code></dd></div>
          <div><dt>Capture</dt><dd>{p.captureId ? <code>{p.captureId}</code> : '—'}</dd></div>
          <div><dt>Captured</dt><dd>{money(p.captured)}</dd></div>
          <div><dt>Refunded</dt><dd data-testid="admin-order-refunded">{money(p.refunded)}</dd></div>
          <div><dt>Left to refund</dt><dd>{money(p.left)}</dd></div>
        </dl>
      ) : (
        <p className="muted">No payment.</p>
      )}
      {order.refunds.length > 0 ? (
        <>
          <h3>Refunds</h3>
          <ul data-testid="admin-order-refunds">
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                {money(refund.amount)} · {REFUND_STATUS_LABELS[refund.status]} · {at(refund.createdAt)}
                {refund.requestedBy ? ` · ${refund.requestedBy}` : ''} — {refund.reason}
                {refund.lines.length > 0 ? (
                  <span className="muted">
                    {' '}({refund.lines.map((chosen) => {
                      const line = order.lines.find((candidate) => candidate.id === chosen.lineId);
                      return `${chosen.quantity} × ${line?.productName ?? 'line'}${chosen.restock ? ', restocked' : ''}`;
                    }).join('; ')})
                  </span>
                ) : null}
                {refund.paypalRefundId ? <span className="muted"> · PayPal {refund.paypalRefundId}</span> : null}
                {refund.failureReason ? <span className="field-error"> · {refund.failureReason}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function Customer({ order }: { order: AdminOrder }) {
  const a = order.shippingAddress;
  return (
    <section aria-labelledby="order-customer-heading">
      <h2 id="order-customer-heading">Customer</h2>
      {order.customer ? (
        <p>
          <a href={`/admin/customers/${encodeURIComponent(order.customer.id)}`}>{order.customer.name || order.customer.email}</a> <span className="muted">{order.customer.email}</span>
        </p>
      ) : (
        <p>Guest{order.email ? ` · ${order.email}` : ''}</p>
      )}
      {order.contact.name || order.contact.phone ? <p>Collector: {[order.contact.name, order.contact.phone].filter(Boolean).join(' · ')}</p> : null}
      {a ? (
        <address>
          {[a.fullName, a.addressLine1, a.addressLine2, [a.city, a.state, a.postalCode].filter(Boolean).join(', '), a.countryCode].filter(Boolean).map((part, index) => <span key={index}>{part}<br /></span>)}
        </address>
      ) : null}
      {order.pickupStore ? <p>Pickup at {order.pickupStore.name}{order.pickupCode ? ` · code ${order.pickupCode}` : ''}</p> : null}
      {order.trackingNumber ? <p data-testid="admin-order-tracking">Shipped with {order.carrier} · tracking {order.trackingNumber}{order.shippedAt ? <> · {at(order.shippedAt)}</> : null}</p> : null}
    </section>
  );
}

/** The counter's flags on a pickup order; admins and store managers mark the open ones dealt with, saying what was done. */
function Flags({ order }: { order: AdminOrder }) {
  const { user } = useSession();
  const open = order.flags.some((flag) => flag.dealtWith === null);
  return (
    <section aria-labelledby="order-flags-heading" className="order-flags" data-testid="admin-order-flags">
      <h2 id="order-flags-heading">{ORDER_FLAG_TEXTS.title}</h2>
      <ul>
        {order.flags.map((flag) => (
          <li key={flag.handoverId} className={flag.dealtWith ? 'order-flags__done' : 'order-flags__open'}>
            <strong>{ORDER_FLAG_TEXTS.kinds[flag.kind]}</strong> · {at(flag.handedOverAt)} · {ORDER_FLAG_TEXTS.handedOverBy(flag.staffName, flag.deviceId)}
            {flag.dealtWith ? (
              <span className="muted"> · {ORDER_FLAG_TEXTS.dealtWithBy(flag.dealtWith.by)}, {at(flag.dealtWith.at)}: {flag.dealtWith.note}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {open && user && canDealWithFlags(user.roles) ? <DealWithFlagsForm order={order} /> : null}
    </section>
  );
}

function Timeline({ order }: { order: AdminOrder }) {
  return (
    <section aria-labelledby="order-timeline-heading">
      <h2 id="order-timeline-heading">Status timeline</h2>
      <ol className="order-timeline-admin" data-testid="admin-order-timeline">
        {order.timeline.map((change, index) => (
          <li key={`${change.at}:${index}`}>
            <strong>{orderStatusLabel(change.to)}</strong> · {at(change.at)} · {change.by ?? 'The shop'} — {change.reason}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** "Mark dealt with": what was done about the open flags (on the form kit, ADR 094). */
function DealWithFlagsForm({ order }: { order: AdminOrder }) {
  const change = useChangeOrder(order.id);
  const form = useActionForm(dealWithFlagsSchema, { note: '' });
  const note = useWatch({ control: form.control, name: 'note' });
  const error = form.formState.errors.note?.message;
  return (
    <Form
      form={form}
      onValid={async (body) => {
        try {
          await change.mutateAsync({ kind: 'flags', body });
          form.reset();
        } catch (failure) {
          form.setError('note', { type: 'server', message: errorText(failure) ?? undefined });
        }
      }}
    >
      <label>
        {ORDER_FLAG_TEXTS.noteLabel}
        <textarea maxLength={500} rows={2} {...form.register('note')} />
      </label>
      {error ? <p role="alert" className="field-error">{error}</p> : null}
      <button type="submit" className="small-button" disabled={change.isPending || !note.trim()}>
        {ORDER_FLAG_TEXTS.markDealtWith}
      </button>
    </Form>
  );
}

function Notes({ order }: { order: AdminOrder }) {
  const change = useChangeOrder(order.id);
  const form = useActionForm(noteBodySchema, { body: '' });
  const body = useWatch({ control: form.control, name: 'body' });
  const error = form.formState.errors.body?.message;
  return (
    <section aria-labelledby="order-notes-heading">
      <h2 id="order-notes-heading">Internal notes</h2>
      <ul className="order-notes">
        {order.notes.map((note) => (
          <li key={note.id}>
            {note.body} <span className="muted">— {note.author}, {at(note.at)}</span>
          </li>
        ))}
      </ul>
      <Form
        form={form}
        onValid={async (note) => {
          try {
            await change.mutateAsync({ kind: 'note', body: note });
            form.reset();
          } catch (failure) {
            form.setError('body', { type: 'server', message: errorText(failure) ?? undefined });
          }
        }}
      >
        <label>
          Add a note (staff only; the shopper never sees it)
          <textarea maxLength={2000} rows={2} {...form.register('body')} />
        </label>
        {error ? <p role="alert" className="field-error">{error}</p> : null}
        <button type="submit" className="small-button" disabled={change.isPending || !body.trim()}>
          Add note
        </button>
      </Form>
    </section>
  );
}
