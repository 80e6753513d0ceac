import type { Kysely } from 'kysely';
import type { DB, Row } from '../db/schema';
import { AppError } from '../../shared/errors';
import type { ShippingAddressInput, ShippingChangeResponse } from '../../shared/checkout/api';
import { checkShippingCountry } from '../../shared/checkout/address';
import { CHECKOUT_ORDER_TEXTS } from '../../shared/checkout/checkout-texts';
import { ORDER_NOT_FOUND } from '../../shared/orders/order-texts';
import type { PayPalClient } from '../payments/paypal/paypal-client';
import { ownsOrder, type Shopper } from '../orders/order-access';
import { totalsOf } from '../orders/order-view';
import { selectOrderForUpdate, selectPaymentByProviderOrderId, updatePayment, type CheckoutPaymentRef } from '../orders/orders.repo';
import { selectCheckoutByPayPalId } from './capture.repo';
import { shipOrderTo } from './price-for-address';
import { accepted, refused, type CheckoutOutcome } from './checkout-outcome';
import { payPalAmountOf } from './paypal-order';
import { retryOnLockConflict as retry } from '../db/retry-conflicts';
import type { Logger } from '../logging/logger';

/** The order and payment behind a PayPal order id, for its owner only (anyone else: NOT_FOUND). */
export async function ownedCheckout(db: Kysely<DB>, paypalOrderId: string, shopper: Shopper): Promise<{ order: Row<'orders'>; payment: CheckoutPaymentRef }> {
  const found = await selectCheckoutByPayPalId(db, paypalOrderId);
  if (!found || !ownsOrder(found.order, shopper)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return found;
}

/**
 * A shipping address chosen in PayPal (its onShippingAddressChange, while the approval window is
 * open): refuse a country the currency cannot ship to, else recompute shipping and tax for it,
 * store it on the order and patch the PayPal order's amount and breakdown, so the window shows
 * the total that will be charged before the shopper approves (docs/decisions/068). A failed patch
 * keeps the address and the new totals (patched: false); the capture then refuses the total the
 * shopper approved and asks for a fresh approval of the new one.
 */
export async function changeShippingAddress(
  db: Kysely<DB>,
  paypal: PayPalClient,
  shopper: Shopper,
  paypalOrderId: string,
  address: ShippingAddressInput,
  log: Logger,
): Promise<CheckoutOutcome<ShippingChangeResponse>> {
  const { order: seen } = await ownedCheckout(db, paypalOrderId, shopper);
  const problem = checkShippingCountry(seen.currency, address);
  if (problem) return refused({ code: 'INVALID_DATA', message: problem.message, fields: { shippingAddress: problem.message }, status: 422 });

  // The order row's lock orders this change against a capture or another change of the same order;
  // the payment's is taken after it, as every checkout statement does. Running it again after a
  // deadlock is safe: the PayPal patch replaces the amount.
  return retry(() => db.transaction().execute(async (trx) => {
    const order = await selectOrderForUpdate(trx, seen.id);
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    if (order.status !== 'pending_payment') return refused({ code: 'CONFLICT', message: order.status === 'cancelled' ? CHECKOUT_ORDER_TEXTS.closed : CHECKOUT_ORDER_TEXTS.alreadyPaid });
    if (order.delivery_method === 'pickup') return accepted({ patched: true, totals: totalsOf(order) });

    const payment = await selectPaymentByProviderOrderId(trx, paypalOrderId);
    if (!payment) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    // A capture has claimed the order (docs/decisions/019): it is being paid at the amount it has.
    if (payment.status === 'capturing') return refused({ code: 'CONFLICT', message: CHECKOUT_ORDER_TEXTS.addressLocked });
    const totals = totalsOf(await shipOrderTo(trx, order, address));
    let patched = payment.amount === totals.total;
    if (!patched) {
      try {
        await paypal.patchOrderAmount(paypalOrderId, { referenceId: order.id, currency: order.currency, amount: payPalAmountOf(totals) });
        // payments.amount is what PayPal's order says; capture compares it with the order's total.
        await updatePayment(trx, payment.id, { amount: totals.total });
        patched = true;
      } catch (error) {
        log.warn({ orderId: order.id, error: String(error) }, 'paypal patch failed; the capture will ask for a fresh approval of the new total');
      }
    }
    return accepted({ patched, totals });
  }));
}
