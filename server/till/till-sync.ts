import { randomUUID } from 'node:crypto';
import { AppError } from '../../shared/errors';
import { EPOS_SYNC_TEXTS, type TillDriftReport, type TillSyncRun } from '../../shared/admin/epos-sync.schema';
import { unitPriceFor } from '../../shared/pricing';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { Row } from '../db/schema';
import { TillClient, type TillClientOptions } from './till-client';
import { catalogIds, isInventoryChange, wholeUnits, type CatalogItem, type CatalogItemVariation, type Money } from './till-protocol';
import { applyTillChange } from './till-stock';
import { isSealed, SecretKeyError, type SecretBox } from '../secrets/secret-box';

/** Objects per catalog upsert call (Square allows up to 1,000 per batch). */
export const CATALOG_BATCH_SIZE = 100;
/** Reconciliation reads changes again from this long before the last pull, so a change recorded late is not missed (each is applied once). */
export const PULL_OVERLAP_MS = 5 * 60_000;
/** A run still "running" after this long died with its instance; the next run may start. */
const STALE_RUN_MS = 15 * 60_000;

export interface TillSyncDeps {
  db: Database;
  /** Opens the connection's sealed credentials (docs/decisions/081). */
  secrets: SecretBox | null;
  config: Pick<AppConfig, 'till'>;
}

export type TillConnection = Row<'till_connection'>;

/** The saved connection as stored: its credentials sealed (what the settings screen and the audit log may see of them: whether they are set). */
export async function readTillConnectionRow(db: Database): Promise<TillConnection | undefined> {
  return db.selectFrom('till_connection').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** The saved connection with its credentials opened, for talking to the till; 503 when SECRETS_KEY cannot open them. */
export async function readTillConnection(deps: Pick<TillSyncDeps, 'db' | 'secrets'>): Promise<TillConnection | undefined> {
  const row = await readTillConnectionRow(deps.db);
  if (!row) return undefined;
  const open = (value: string) => {
    if (!isSealed(value)) return value;
    if (!deps.secrets) throw new AppError('SERVICE_UNAVAILABLE', EPOS_SYNC_TEXTS.secretsLocked);
    try {
      return deps.secrets.open(value);
    } catch (error) {
      if (error instanceof SecretKeyError) throw new AppError('SERVICE_UNAVAILABLE', EPOS_SYNC_TEXTS.secretsLocked);
      throw error;
    }
  };
  return { ...row, access_token: open(row.access_token), webhook_signature_key: open(row.webhook_signature_key) };
}

/** The adapter for the saved connection (the same for a real till and the emulator). */
export function tillClientFor(connection: TillConnection, config: Pick<AppConfig, 'till'>, overrides: Partial<TillClientOptions> = {}): TillClient {
  return new TillClient({ baseUrl: connection.api_base_url, accessToken: connection.access_token, timeoutMs: config.till.timeoutMs, ...overrides });
}

export function toTillSyncRun(row: Row<'till_sync_runs'>): TillSyncRun {
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    itemsPushed: row.items_pushed,
    itemsPulled: row.items_pulled,
    itemsApplied: row.items_applied,
    errors: row.errors,
  };
}

/**
 * One sync run (docs/decisions/055), "sync now" or the scheduled reconciliation: pushes every product
 * a store offers for pickup, with its sizes and each store's price, to the till; then pulls the till's
 * inventory changes since the last pull (with an overlap) and applies each once. One run at a time
 * across instances (a unique index on the running run). Answers the finished run, failed or not;
 * null when the connection is off and the run was scheduled.
 */
export async function runTillSync(
  deps: TillSyncDeps,
  trigger: 'manual' | 'scheduled',
  options: { triggeredBy?: string; client?: Partial<TillClientOptions> } = {},
): Promise<TillSyncRun | null> {
  const connection = await readTillConnection(deps);
  if (!connection?.enabled) {
    if (trigger === 'scheduled') return null;
    throw new AppError('CONFLICT', EPOS_SYNC_TEXTS.notConfigured);
  }
  const run = await startRun(deps.db, trigger, options.triggeredBy ?? null);
  if (!run) {
    if (trigger === 'scheduled') return null;
    throw new AppError('CONFLICT', EPOS_SYNC_TEXTS.alreadyRunning);
  }
  const client = tillClientFor(connection, deps.config, options.client);
  const errors: string[] = [];
  let pushed = 0;
  let pulled = 0;
  let applied = 0;
  try {
    pushed = await pushCatalog(deps.db, client, run.id);
  } catch (error) {
    errors.push(`Catalog push: ${(error as Error).message}`);
  }
  try {
    const result = await pullChanges(deps.db, client, connection);
    pulled = result.pulled;
    applied = result.applied;
  } catch (error) {
    errors.push(`Inventory pull: ${(error as Error).message}`);
  }
  const finished = await deps.db
    .updateTable('till_sync_runs')
    .set({ status: errors.length > 0 ? 'failed' : 'succeeded', finished_at: new Date(), items_pushed: pushed, items_pulled: pulled, items_applied: applied, errors: JSON.stringify(errors) })
    .where('id', '=', run.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toTillSyncRun(finished);
}

async function startRun(db: Database, trigger: 'manual' | 'scheduled', triggeredBy: string | null): Promise<Row<'till_sync_runs'> | undefined> {
  await db
    .updateTable('till_sync_runs')
    .set({ status: 'failed', finished_at: new Date(), errors: JSON.stringify(['The run stopped without finishing (its server stopped)']) })
    .where('status', '=', 'running')
    .where('started_at', '<', new Date(Date.now() - STALE_RUN_MS))
    .execute();
  return db
    .insertInto('till_sync_runs')
    .values({ id: randomUUID(), trigger, triggered_by: triggeredBy, status: 'running', started_at: new Date(), errors: '[]' })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

interface OfferRow {
  store_id: string;
  country: 'US' | 'UK';
  product_id: string;
  product_name: string;
  price: number;
  price_uk: number | null;
  variant_id: string | null;
  variant_name: string | null;
  variant_price: number | null;
  variant_price_uk: number | null;
  price_adjustment: number | null;
}

const CURRENCY = { US: 'USD', UK: 'GBP' } as const;

/** The catalog the till should hold: each product a store offers, a variation per size, each store's price in its currency. */
export async function tillCatalog(db: Database): Promise<CatalogItem[]> {
  const offers: OfferRow[] = await db
    .selectFrom('pickup_products as pp')
    .innerJoin('stores as s', 's.id', 'pp.store_id')
    .innerJoin('products as p', 'p.id', 'pp.product_id')
    .leftJoin('product_variants as v', 'v.id', 'pp.variant_id')
    .select([
      'pp.store_id', 's.country', 'p.id as product_id', 'p.name as product_name', 'p.price', 'p.price_uk',
      'pp.variant_id', 'v.variant_name', 'v.price as variant_price', 'v.price_uk as variant_price_uk', 'v.price_adjustment',
    ])
    .where('pp.deleted_at', 'is', null)
    .where('pp.is_active', '=', true)
    .where('s.deleted_at', 'is', null)
    .where('p.deleted_at', 'is', null)
    .orderBy('p.id')
    .orderBy('pp.variant_id')
    .orderBy('pp.store_id')
    .execute();
  const items = new Map<string, CatalogItem>();
  for (const offer of offers) {
    const product = { price: offer.price, priceUk: offer.price_uk };
    const variant = offer.variant_id ? { price: offer.variant_price, priceUk: offer.variant_price_uk, priceAdjustment: offer.price_adjustment ?? 0 } : null;
    const itemId = catalogIds.item(offer.product_id);
    let item = items.get(itemId);
    if (!item) {
      item = { type: 'ITEM', id: itemId, present_at_all_locations: false, present_at_location_ids: [], item_data: { name: offer.product_name, variations: [] } };
      items.set(itemId, item);
    }
    if (!item.present_at_location_ids.includes(offer.store_id)) item.present_at_location_ids.push(offer.store_id);
    const variationId = catalogIds.variation(offer.product_id, offer.variant_id);
    let variation = item.item_data.variations.find((candidate) => candidate.id === variationId);
    if (!variation) {
      const base: Money = { amount: unitPriceFor('US', product, variant), currency: 'USD' };
      variation = {
        type: 'ITEM_VARIATION',
        id: variationId,
        item_variation_data: { item_id: itemId, name: offer.variant_name ?? 'Regular', pricing_type: 'FIXED_PRICING', price_money: base, location_overrides: [] },
      } satisfies CatalogItemVariation;
      item.item_data.variations.push(variation);
    }
    variation.item_variation_data.location_overrides.push({ location_id: offer.store_id, price_money: { amount: unitPriceFor(offer.country, product, variant), currency: CURRENCY[offer.country] } });
  }
  return [...items.values()];
}

/** Shop → till: the catalog in batches, each with an idempotency key that is the same on every retry. Answers the variations pushed. */
async function pushCatalog(db: Database, client: TillClient, runId: string): Promise<number> {
  const items = await tillCatalog(db);
  let pushed = 0;
  for (let start = 0; start < items.length; start += CATALOG_BATCH_SIZE) {
    const batch = items.slice(start, start + CATALOG_BATCH_SIZE);
    await client.batchUpsertCatalog({ idempotency_key: `${runId}:catalog:${start / CATALOG_BATCH_SIZE}`, batches: [{ objects: batch }] });
    pushed += batch.reduce((sum, item) => sum + item.item_data.variations.length, 0);
  }
  return pushed;
}

/** Till → shop: every change since the last pull (less the overlap), page by page with the till's cursor, each applied once. */
async function pullChanges(db: Database, client: TillClient, connection: TillConnection): Promise<{ pulled: number; applied: number }> {
  const locationIds = (await db.selectFrom('stores').select('id').where('deleted_at', 'is', null).execute()).map((store) => store.id);
  if (locationIds.length === 0) return { pulled: 0, applied: 0 };
  const updatedAfter = connection.pulled_until ? new Date(connection.pulled_until.getTime() - PULL_OVERLAP_MS).toISOString() : undefined;
  let cursor: string | undefined;
  let pulled = 0;
  let applied = 0;
  let latest = connection.pulled_until;
  do {
    const page = await client.batchRetrieveInventoryChanges({ location_ids: locationIds, ...(updatedAfter ? { updated_after: updatedAfter } : {}), ...(cursor ? { cursor } : {}), limit: 100 });
    for (const change of Array.isArray(page.changes) ? page.changes : []) {
      pulled += 1;
      if (!isInventoryChange(change)) continue;
      if ((await applyTillChange(db, change, 'pull')) === 'applied') applied += 1;
      const createdAt = change.type === 'PHYSICAL_COUNT' ? change.physical_count.created_at : change.adjustment.created_at;
      const created = createdAt ? new Date(createdAt) : null;
      if (created && !Number.isNaN(created.getTime()) && (!latest || created > latest)) latest = created;
    }
    cursor = page.cursor;
  } while (cursor);
  // The watermark is the till's own clock (its changes' created_at), never the shop's: no clock skew between them matters.
  if (latest && latest !== connection.pulled_until) await db.updateTable('till_connection').set({ pulled_until: latest }).where('id', '=', 1).execute();
  return { pulled, applied };
}

/**
 * The drift report: every store item whose shop stock differs from the till's count (read from the
 * till now), for the stores given (a store manager's own; null: every store).
 */
export async function tillDrift(deps: TillSyncDeps, storeIds: readonly string[] | null, clientOptions: Partial<TillClientOptions> = {}): Promise<TillDriftReport> {
  const connection = await readTillConnection(deps);
  if (!connection?.enabled) throw new AppError('CONFLICT', EPOS_SYNC_TEXTS.notConfigured);
  const client = tillClientFor(connection, deps.config, clientOptions);
  let storeQuery = deps.db.selectFrom('stores').select(['id', 'name']).where('deleted_at', 'is', null);
  if (storeIds) storeQuery = storeQuery.where('id', 'in', storeIds.length > 0 ? [...storeIds] : ['']);
  const stores = await storeQuery.execute();
  if (stores.length === 0) return { rows: [], checkedAt: new Date().toISOString() };
  const tillCounts = new Map<string, number>();
  let cursor: string | undefined;
  do {
    const page = await client.batchRetrieveInventoryCounts({ location_ids: stores.map((store) => store.id), ...(cursor ? { cursor } : {}) });
    for (const count of Array.isArray(page.counts) ? page.counts : []) tillCounts.set(`${count.location_id}\u0000${count.catalog_object_id}`, wholeUnits(String(count.quantity)));
    cursor = page.cursor;
  } while (cursor);
  const offers = await deps.db
    .selectFrom('pickup_products as pp')
    .innerJoin('stores as s', 's.id', 'pp.store_id')
    .innerJoin('products as p', 'p.id', 'pp.product_id')
    .leftJoin('product_variants as v', 'v.id', 'pp.variant_id')
    .where('pp.store_id', 'in', stores.map((store) => store.id))
    .select(['pp.id', 'pp.store_id', 's.name as store_name', 'p.id as product_id', 'p.name as product_name', 'pp.variant_id', 'v.variant_name', 'pp.stock'])
    .where('pp.deleted_at', 'is', null)
    .where('pp.is_active', '=', true)
    .where('s.deleted_at', 'is', null)
    .orderBy('s.name')
    .orderBy('p.name')
    .orderBy('v.display_order')
    .execute();
  const rows = offers
    .map((offer) => {
      const tillStock = tillCounts.get(`${offer.store_id}\u0000${catalogIds.variation(offer.product_id, offer.variant_id)}`) ?? null;
      return { id: offer.id, storeId: offer.store_id, storeName: offer.store_name, productName: offer.product_name, sizeName: offer.variant_name, shopStock: offer.stock, tillStock };
    })
    .filter((row) => row.tillStock === null || row.tillStock !== row.shopStock);
  return { rows, checkedAt: new Date().toISOString() };
}

