import { sql, type Kysely } from 'kysely';
import type { DB, PaymentStatus, Row, ShippingAddress } from '../db/schema';
import type { ApprovalReason, CaptureAction } from '../../shared/orders/order-approval';
import { ORDER_TRANSITIONS } from '../../shared/orders/order-status';
import { captureStatusSteps, statusChangeSql, type StatusChangeColumns } from '../orders/order-transition';
import type { CaptureLine, CheckoutPaymentRef } from '../orders/orders.repo';
import { ownerMatchesSql, type Shopper } from '../orders/order-access';

// The statements of a checkout's capture (and the owner look-up it shares with an address change).
// A capture reserves, captures at PayPal, then settles (docs/decisions/019): each step is one
// statement on its own (autocommit), so no transaction, row lock or pooled connection is held while
// PayPal answers. The hot statements are fixed SQL texts with their values as parameters: under fifty concurrent
// checkouts the server's CPU is the bottleneck, and building them with the query builder on every
// call cost a large share of it. The settle's status change is written by `statusChangeSql`, the one
// writer of an order's status, with steps the status table allows (docs/decisions/038).

type CheckoutRow = Row<'orders'> & { payment_id: string; payment_amount: number; payment_capture_request_id: string | null };

function split(row: CheckoutRow): { order: Row<'orders'>; payment: CheckoutPaymentRef } {
  const { payment_id, payment_amount, payment_capture_request_id, ...order } = row;
  return { order, payment: { id: payment_id, amount: payment_amount, capture_request_id: payment_capture_request_id } };
}

/** The order and its payment row by PayPal order id, in one query (a join); undefined when unknown. */
export async function selectCheckoutByPayPalId(db: Kysely<DB>, providerOrderId: string): Promise<{ order: Row<'orders'>; payment: CheckoutPaymentRef } | undefined> {
  const { rows } = await sql<CheckoutRow>`
    select orders.*, payments.id as payment_id, payments.amount as payment_amount, payments.capture_request_id as payment_capture_request_id
    from payments join orders on orders.id = payments.order_id
    where payments.provider_order_id = ${providerOrderId}
  `.execute(db);
  return rows[0] ? split(rows[0]) : undefined;
}

/** An order's status, owner and payment status by PayPal order id (what a waiting page polls). */
export async function selectCaptureState(db: Kysely<DB>, providerOrderId: string): Promise<(Pick<Row<'orders'>, 'id' | 'status' | 'user_id' | 'guest_id'> & { payment_status: PaymentStatus }) | undefined> {
  return db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['orders.id', 'orders.status', 'orders.user_id', 'orders.guest_id', 'payments.status as payment_status'])
    .where('payments.provider_order_id', '=', providerOrderId)
    .executeTakeFirst();
}

/** The payment as a capture sees it. */
export interface CapturePayment {
  id: string;
  status: PaymentStatus;
  /** What PayPal's order says (an address change patches both). */
  amount: number;
  /** The PayPal-Request-Id of the capture: set by the claim when the payment had none. */
  capture_request_id: string | null;
  /** When the payment row last changed: a claim older than the stale limit may be taken over. */
  claimed_long_ago: boolean;
}

/** The order, its payment, lines and the approval settings, as one statement read them. */
export interface CaptureView {
  order: Row<'orders'>;
  payment: CapturePayment;
  lines: CaptureLine[];
  settings: Map<string, unknown>;
}

/** What a reservation attempt answers. */
export interface Reservation extends CaptureView {
  /** True when this statement claimed the payment and took the promo use and every line's stock. */
  reserved: boolean;
  /** Whether the order could be reserved at all: owned by the shopper, pending payment, its payment not in flight or done. */
  eligible: boolean;
  /** The promo code's row (after the use was taken when reserved); undefined when the order has none or the code is gone. */
  promo: Row<'discounts'> | undefined;
  /** False when the code had no use left. */
  promoAvailable: boolean;
  /** Lines whose stock was short (empty when reserved). */
  short: Array<{ product_id: string; variant_id: string | null; available: number }>;
}

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

type ViewRow = Omit<CheckoutRow, 'payment_capture_request_id'> & {
  payment_status: PaymentStatus;
  payment_capture_request_id: string | null;
  payment_updated_at: string;
  claimed_long_ago: boolean;
  lines: CaptureLine[];
  settings: Array<{ key: string; value: unknown }>;
};

function viewOf(row: ViewRow, requestId: string | null): CaptureView {
  const { payment_id, payment_amount, payment_status, payment_capture_request_id, payment_updated_at: _updatedAt, claimed_long_ago, lines, settings, ...order } = row;
  return {
    order,
    payment: { id: payment_id, status: payment_status, amount: payment_amount, capture_request_id: requestId ?? payment_capture_request_id, claimed_long_ago },
    lines: lines.map((line) => ({ ...line, quantity: Number(line.quantity) })),
    settings: new Map(settings.map((setting) => [setting.key, setting.value])),
  };
}

function discountFrom(row: Json<Row<'discounts'>> | null): Row<'discounts'> | undefined {
  if (!row) return undefined;
  return {
    ...row,
    start_date: row.start_date === null ? null : new Date(row.start_date),
    end_date: row.end_date === null ? null : new Date(row.end_date),
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
    deleted_at: row.deleted_at === null ? null : new Date(row.deleted_at),
  };
}

// The order and its payment row locked (the order first, as an address change locks it), with
// the lines and approval settings. FOR UPDATE re-reads both rows at their latest committed
// versions after a wait, so what a statement decides on is never a stale snapshot.
const FOUND = sql`
  select orders.*, payments.id as payment_id, payments.amount as payment_amount, payments.status as payment_status,
    payments.capture_request_id as payment_capture_request_id, payments.updated_at as payment_updated_at
  from orders join payments on payments.order_id = orders.id
  where payments.provider_order_id = `;

function lockedView(providerOrderId: string, staleAfterSeconds: number, settingKeys: readonly string[]) {
  return sql`
    found as (${FOUND}${providerOrderId} for update of orders, payments),
    view as (
      select found.*,
        (found.payment_status = 'capturing' and found.payment_updated_at < now() - make_interval(secs => ${staleAfterSeconds}::int)) as claimed_long_ago,
        (select coalesce(json_agg(l), '[]') from (
          select id, product_id, variant_id, product_name, variant_name, quantity from order_lines
          where order_lines.order_id = found.id order by id) l) as lines,
        (select coalesce(json_agg(s), '[]') from (
          select key, value from settings where key = any(${settingKeys}::text[])) s) as settings
      from found
    )`;
}

/**
 * Reserves an order for its capture, in one statement: when the shopper owns the order, it is
 * pending payment and its payment is neither in flight nor done, the promo code has a use left
 * and every line's stock is there, then the payment is claimed (`capturing`, with its capture
 * request id), the code's use is taken and each line's stock is taken, all or nothing. Rows are
 * locked in one fixed order (order, payment, code, inventory by product and variant) so two
 * reservations never deadlock; the guards are re-checked on the latest row versions after a wait.
 * Undefined when the PayPal order id is unknown.
 */
export async function reserveCapture(db: Kysely<DB>, providerOrderId: string, shopper: Shopper, staleAfterSeconds: number, settingKeys: readonly string[]): Promise<Reservation | undefined> {
  const { rows } = await sql<ViewRow & {
    eligible: boolean;
    reserved: boolean;
    claimed_request_id: string | null;
    promo_available: boolean;
    promo: Json<Row<'discounts'>> | null;
    short: Array<{ product_id: string; variant_id: string | null; available: number }>;
  }>`/* prepared: reserve-capture */
    with ${lockedView(providerOrderId, staleAfterSeconds, settingKeys)},
    eligible as (
      select id, payment_id, country, discount_id, delivery_method, pickup_store_id from found
      where status = any(${[...ORDER_TRANSITIONS.capture.from]}::text[]) and payment_status in ('created', 'approved', 'declined', 'failed') and ${ownerMatchesSql(shopper, sql`found`)}
    ),
    wanted as (
      select product_id, variant_id, sum(quantity)::int as quantity from order_lines
      where order_id = (select id from eligible) group by product_id, variant_id
    ),
    promo as (
      select id from discounts
      where id = (select discount_id from eligible) and (max_uses is null or current_uses < max_uses)
      for update
    ),
    stock as (
      -- Every line's inventory row, locked at its latest version. Evaluated after the code's row is
      -- locked (the cross join reads promo first), so locks are always taken in one order.
      select inventory.id, inventory.product_id, inventory.variant_id, inventory.stock as available, wanted.quantity
      from inventory
      join wanted on inventory.product_id = wanted.product_id and inventory.variant_id is not distinct from wanted.variant_id
      cross join (select count(*) from promo) as promo_locked
      where (select delivery_method from eligible) = 'shipping'
        and inventory.country = (select country from eligible) and inventory.deleted_at is null
      order by inventory.product_id, inventory.variant_id
      for update of inventory
    ),
    store_stock as (
      -- A pickup order takes its store's pickup stock instead (never the country's): the store's
      -- active offer of each line, locked in the same product/variant order after the code's row.
      select pickup_products.id, pickup_products.product_id, pickup_products.variant_id, pickup_products.stock as available, wanted.quantity
      from pickup_products
      join wanted on pickup_products.product_id = wanted.product_id and pickup_products.variant_id is not distinct from wanted.variant_id
      cross join (select count(*) from promo) as promo_locked
      where (select delivery_method from eligible) = 'pickup'
        and pickup_products.store_id = (select pickup_store_id from eligible)
        and pickup_products.is_active and pickup_products.deleted_at is null
      order by pickup_products.product_id, pickup_products.variant_id
      for update of pickup_products
    ),
    any_stock as (
      select product_id, variant_id, available, quantity from stock
      union all
      select product_id, variant_id, available, quantity from store_stock
    ),
    decision as (
      select exists (select 1 from eligible)
        and ((select discount_id from eligible) is null or exists (select 1 from promo))
        and (select count(*) from any_stock where available >= quantity) = (select count(*) from wanted) as ok
    ),
    claimed as (
      update payments set status = 'capturing', capture_request_id = coalesce(capture_request_id, 'capture-' || gen_random_uuid()::text), updated_at = now()
      where id = (select payment_id from eligible) and (select ok from decision)
      returning capture_request_id
    ),
    took_promo as (
      update discounts set current_uses = current_uses + 1, updated_at = now()
      where id in (select id from promo) and (select ok from decision)
      returning discounts.*
    ),
    took_stock as (
      update inventory set stock = inventory.stock - stock.quantity
      from stock
      where inventory.id = stock.id and inventory.stock >= stock.quantity and (select ok from decision)
      returning inventory.id
    ),
    took_store_stock as (
      update pickup_products set stock = pickup_products.stock - store_stock.quantity
      from store_stock
      where pickup_products.id = store_stock.id and pickup_products.stock >= store_stock.quantity and (select ok from decision)
      returning pickup_products.id
    )
    select view.*,
      exists (select 1 from eligible) as eligible,
      (select ok from decision) as reserved,
      (select capture_request_id from claimed) as claimed_request_id,
      (view.discount_id is null or exists (select 1 from promo)) as promo_available,
      coalesce(
        (select row_to_json(t) from took_promo t),
        (select row_to_json(d) from discounts d where d.id = view.discount_id)
      ) as promo,
      (select coalesce(json_agg(s), '[]') from (
        select wanted.product_id, wanted.variant_id, coalesce(stock.available, 0) as available
        from wanted left join any_stock stock on stock.product_id = wanted.product_id and stock.variant_id is not distinct from wanted.variant_id
        where not (select ok from decision) and coalesce(stock.available, 0) < wanted.quantity
        order by wanted.product_id, wanted.variant_id) s) as short
    from view
  `.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const { eligible, reserved, claimed_request_id, promo_available, promo, short, ...rest } = row;
  return {
    ...viewOf(rest, reserved ? claimed_request_id : null),
    eligible,
    reserved,
    promo: discountFrom(promo),
    promoAvailable: promo_available,
    short: short.map((line) => ({ ...line, available: Number(line.available) })),
  };
}

/**
 * Takes over a claim whose capture has not settled for `staleAfterSeconds` (its server stopped
 * mid-capture): the claim's time is renewed, so one taker wins. Answers the order as the claim
 * left it, with the claim's request id, or undefined when there is nothing to take over.
 */
export async function takeOverStaleCapture(db: Kysely<DB>, providerOrderId: string, staleAfterSeconds: number, settingKeys: readonly string[]): Promise<CaptureView | undefined> {
  const { rows } = await sql<ViewRow & { taken: boolean }>`
    with ${lockedView(providerOrderId, staleAfterSeconds, settingKeys)},
    taken as (
      update payments set updated_at = now()
      where id = (select payment_id from view where claimed_long_ago)
      returning id
    )
    select view.*, exists (select 1 from taken) as taken from view
  `.execute(db);
  const row = rows[0];
  if (!row || !row.taken) return undefined;
  const { taken: _taken, ...rest } = row;
  return viewOf(rest, null);
}

/**
 * Marks a claim as ready to be taken over now (PayPal gave no answer to its capture): the shopper's
 * retry or the next recovery sweep finishes it with the same request id.
 */
export async function leaveCaptureForRecovery(db: Kysely<DB>, paymentId: string, captureRequestId: string): Promise<void> {
  await sql`
    update payments set updated_at = 'epoch'
    where id = ${paymentId} and status = 'capturing' and capture_request_id = ${captureRequestId}
  `.execute(db);
}

/** PayPal order ids of claims left unsettled for longer than `staleAfterSeconds`. */
export async function selectStaleCaptures(db: Kysely<DB>, staleAfterSeconds: number, limit: number): Promise<string[]> {
  const { rows } = await sql<{ provider_order_id: string }>`
    select provider_order_id from payments
    where status = 'capturing' and updated_at < now() - make_interval(secs => ${staleAfterSeconds}::int)
    order by updated_at limit ${limit}
  `.execute(db);
  return rows.map((row) => row.provider_order_id);
}

/** What a settled capture writes: the order's new state, the payment's capture and the status steps, in order. */
export interface CaptureRecord {
  orderId: string;
  order: {
    needs_approval: boolean;
    /** The rules that held it (none: []). */
    approval_reasons?: ApprovalReason[];
    email: string | null;
    /** Only when the order has none yet. */
    shipping_address?: ShippingAddress;
    /** A pickup order's code, drawn for this settle (unique among its store's open pickups: a clash fails the settle). */
    pickup_code?: string;
  };
  paymentId: string;
  /** The claim being settled: nothing is written unless the payment is still claimed with it. */
  captureRequestId: string;
  /** pending: PayPal is still reviewing the funds (docs/decisions/018). */
  payment: { status: 'captured' | 'pending'; capture_id: string; amount: number };
  /** The status table's changes, in order (shared/orders/order-approval.ts `captureOutcome`), each with who and why for the timeline. */
  steps: Array<{ action: CaptureAction; changedBy: string | null; reason: string }>;
}

/**
 * Settles a claimed capture in one statement: the claim's order and payment locked (in the one
 * order every checkout statement takes them), the payment captured, the order moved through the
 * status table's capture steps with its new fields and timeline rows (`statusChangeSql`, the one
 * writer of a status, guarded on pending payment), and the paid products soft-deleted from the
 * signed-in owner's server cart (so devices sync it). False when the claim was no longer this
 * one's (another request settled or released it, or the order left pending payment): nothing was
 * written.
 */
export async function settleCapture(db: Kysely<DB>, capture: CaptureRecord): Promise<boolean> {
  const { order, payment } = capture;
  const chain = captureStatusSteps(capture.steps);
  const columns: StatusChangeColumns = {
    needs_approval: order.needs_approval,
    approval_reasons: JSON.stringify(order.approval_reasons ?? []),
    email: order.email,
    shipping_address: sql`coalesce(${order.shipping_address === undefined ? null : JSON.stringify(order.shipping_address)}::jsonb, shipping_address)`,
    pickup_code: sql`coalesce(pickup_code, ${order.pickup_code ?? null}::text)`,
  };
  const { rows } = await sql<{ settled: number }>`/* prepared: settle-capture */
    with ${lockedClaim(capture.paymentId, capture.captureRequestId)},
    ${statusChangeSql(sql`(select order_id from claim)`, chain.from, chain.to, chain.steps, columns)},
    settled as (
      update payments set status = ${payment.status}, capture_id = ${payment.capture_id}, amount = ${payment.amount}, failure_reason = null, updated_at = now()
      where id = ${capture.paymentId} and status = 'capturing' and capture_request_id = ${capture.captureRequestId}
        and exists (select 1 from status_changed)
      returning order_id
    ), cart as (
      update cart_items set deleted_at = now()
      where user_id = (select user_id from status_changed) and deleted_at is null
        and exists (
          select 1 from order_lines
          where order_lines.order_id = (select id from status_changed)
            and order_lines.product_id = cart_items.product_id and order_lines.variant_id is not distinct from cart_items.variant_id)
    )
    select count(*)::int as settled from settled
  `.execute(db);
  return Number(rows[0]?.settled ?? 0) > 0;
}

/** How a released claim leaves the payment. */
export interface CaptureRelease {
  paymentId: string;
  captureRequestId: string;
  /** `created` etc. (its status before the claim) when PayPal was never asked; `declined`/`failed` when PayPal said no. */
  status: PaymentStatus;
  reason: string | null;
  /** A definite refusal from PayPal: the next attempt (another card, say) gets a new PayPal-Request-Id. */
  freshRequestId: boolean;
}

/**
 * Gives back what a reservation took, in one statement: each line's stock in the order's country
 * (a pickup order's: in its store's pickup stock) and the promo code's use, and the payment leaves `capturing`. False when the claim was no longer
 * this one's: nothing was given back.
 */
export async function releaseCapture(db: Kysely<DB>, release: CaptureRelease): Promise<boolean> {
  const { rows } = await sql<{ released: number }>`/* prepared: release-capture */
    with ${lockedClaim(release.paymentId, release.captureRequestId)},
    released as (
      update payments set status = ${release.status}, failure_reason = ${release.reason},
        capture_request_id = case when ${release.freshRequestId}::boolean then 'capture-' || gen_random_uuid()::text else capture_request_id end,
        updated_at = now()
      where id = ${release.paymentId} and status = 'capturing' and capture_request_id = ${release.captureRequestId}
        and exists (select 1 from claim)
      returning order_id
    ), released_order as (
      select order_id as id, country, discount_id, delivery_method, pickup_store_id from claim where exists (select 1 from released)
    ), promo_back as (
      update discounts set current_uses = current_uses - 1, updated_at = now()
      where id = (select discount_id from released_order) and current_uses > 0
      returning id
    ), lines as (
      select product_id, variant_id, sum(quantity)::int as quantity from order_lines
      where order_id = (select id from released_order) group by product_id, variant_id
    ), stock_rows as (
      -- Locked in product/variant order, after the code's row (the count reads promo_back to its
      -- end first): the order every checkout statement takes these locks in.
      select inventory.id, lines.quantity from inventory
      join lines on inventory.product_id = lines.product_id and inventory.variant_id is not distinct from lines.variant_id
      where (select delivery_method from released_order) = 'shipping'
        and inventory.country = (select country from released_order) and (select count(*) from promo_back) >= 0
      order by inventory.product_id, inventory.variant_id
      for update of inventory
    ), stock_back as (
      update inventory set stock = inventory.stock + stock_rows.quantity
      from stock_rows
      where inventory.id = stock_rows.id
    ), store_rows as (
      -- A pickup order's stock goes back to its store's pickup stock, where it was taken from.
      select pickup_products.id, lines.quantity from pickup_products
      join lines on pickup_products.product_id = lines.product_id and pickup_products.variant_id is not distinct from lines.variant_id
      where (select delivery_method from released_order) = 'pickup'
        and pickup_products.store_id = (select pickup_store_id from released_order) and (select count(*) from promo_back) >= 0
      order by pickup_products.product_id, pickup_products.variant_id
      for update of pickup_products
    ), store_back as (
      update pickup_products set stock = pickup_products.stock + store_rows.quantity
      from store_rows
      where pickup_products.id = store_rows.id
    )
    select count(*)::int as released from released
  `.execute(db);
  return Number(rows[0]?.released ?? 0) > 0;
}

/**
 * The order and payment of a claim, locked in the one order every checkout statement takes them
 * (the order first, then its payment) before a settle or release writes either: a settle that
 * locked the payment first deadlocked with a sibling reservation holding the order (issue 9 §2).
 * Empty when the payment is no longer claimed with this request id. Writes that follow must
 * require `exists (select 1 from claim)`: that one-time condition runs this first.
 */
function lockedClaim(paymentId: string, captureRequestId: string) {
  return sql`claim as (
      select orders.id as order_id, orders.country, orders.discount_id, orders.delivery_method, orders.pickup_store_id
      from orders join payments on payments.order_id = orders.id
      where payments.id = ${paymentId} and payments.status = 'capturing' and payments.capture_request_id = ${captureRequestId}
      for update of orders, payments
    )`;
}
