import type { Kysely } from 'kysely';
import type { DB, Row } from '../db/schema';
import type { PickupDetails, PickupStoreView } from '../../shared/pickup/pickup-view';
import { storeTimeZone } from '../../shared/stores/store-time-zone';
import { readSetting } from '../settings/settings.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

export function pickupStoreViewOf(store: Row<'stores'>): PickupStoreView {
  return {
    id: store.id,
    name: store.name,
    country: store.country,
    addressLine1: store.address_line_1,
    addressLine2: store.address_line_2,
    city: store.city,
    region: store.region,
    postalCode: store.postal_code,
    phone: store.phone,
    timeZone: storeTimeZone({ country: store.country, region: store.region, longitude: store.longitude, timeZone: store.time_zone }),
    openingHours: [...store.opening_hours].sort((a, b) => a.day - b.day),
  };
}

/** When the order was last marked ready (its timeline's latest move to `ready_for_pickup`). */
export function readyAtOf(history: readonly Pick<Row<'order_status_history'>, 'to_status' | 'created_at'>[]): Date | null {
  let ready: Date | null = null;
  for (const change of history) {
    if (change.to_status !== 'ready_for_pickup') continue;
    const at = new Date(change.created_at);
    if (ready === null || at > ready) ready = at;
  }
  return ready;
}

/** The last moment the store holds an order marked ready at `readyAt`. */
export function holdUntilOf(readyAt: Date, holdDays: number): Date {
  return new Date(readyAt.getTime() + holdDays * DAY_MS);
}

/**
 * The pickup details of pickup orders, by order id (shipping orders are left out). The code is
 * given only when `withCode` (the order's owner asking), and only once the order has one.
 */
export async function pickupDetailsOf(
  db: Kysely<DB>,
  orders: readonly Row<'orders'>[],
  historyOf: (orderId: string) => readonly Row<'order_status_history'>[],
  options: { withCode: boolean },
): Promise<Map<string, PickupDetails>> {
  const pickups = orders.filter((order) => order.delivery_method === 'pickup' && order.pickup_store_id !== null);
  if (pickups.length === 0) return new Map();
  const storeIds = [...new Set(pickups.map((order) => order.pickup_store_id!))];
  const [stores, holdDays] = await Promise.all([
    db.selectFrom('stores').selectAll().where('id', 'in', storeIds).execute(),
    readSetting(db, 'pickup_hold_days'),
  ]);
  const storeById = new Map(stores.map((store) => [store.id, store]));
  const details = new Map<string, PickupDetails>();
  for (const order of pickups) {
    const store = storeById.get(order.pickup_store_id!);
    if (!store) continue;
    const readyAt = readyAtOf(historyOf(order.id));
    details.set(order.id, {
      store: pickupStoreViewOf(store),
      code: options.withCode ? order.pickup_code : null,
      contactName: order.contact_name,
      holdDays,
      readyAt: readyAt?.toISOString() ?? null,
      holdUntil: readyAt ? holdUntilOf(readyAt, holdDays).toISOString() : null,
    });
  }
  return details;
}
