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
import { claimRun, failStaleRuns, finishRun, insertRun, recordProgress } from './till-sync-runs.repo';

/** Objects per catalog upsert call (Square allows up to 1,000 per batch). */
export const CATALOG_BATCH_SIZE = 100;
/** Reconciliation reads changes again from this long before the last pull, so a change recorded late is not missed (each is applied once). */
export const PULL_OVERLAP_MS = 5 * 60_000;

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

/**
 * The scheduled reconciliation (docs/decisions/055): pushes every product a store offers for pickup,
 * with its sizes and each store's price, to the till; then pulls the till's inventory changes since
 * the last pull (with an overlap) and applies each once. Nothing (null) when the connection is off or
 * a run is queued or running already (one at a time across instances: a unique index).
 */
export async function runScheduledTillSync(deps: TillSyncDeps): Promise<TillSyncRun | null> {
  const connection = await readTillConnection(deps);
  if (!connection?.enabled) return null;
  await failStaleRuns(deps.db);
  const run = await insertRun(deps.db, 'scheduled', null);
  return run ? carryOutRun(deps, connection, run.id) : null;
}

/**
 * A "sync now" run, taken from the job queue by whichever instance fetched its job (docs/decisions/086):
 * the same work as the reconciliation. A run whose connection was switched off (or whose credentials
 * cannot be opened) since it was queued fails with that message. null: the run had already finished.
 */
export async function runQueuedTillSync(deps: TillSyncDeps, runId: string): Promise<TillSyncRun | null> {
  const run = await claimRun(deps.db, runId);
  if (!run) return null;
  let connection: TillConnection | undefined;
  try {
    connection = await readTillConnection(deps);
  } catch (error) {
    return finishRun(deps.db, run.id, NOTHING_DONE, [(error as Error).message]);
  }
  if (!connection?.enabled) return finishRun(deps.db, run.id, NOTHING_DONE, [EPOS_SYNC_TEXTS.notConfigured]);
  return carryOutRun(deps, connection, run.id);
}

const NOTHING_DONE = { itemsPushed: 0, itemsPulled: 0, itemsApplied: 0 };

/** Push, then pull, recording the run's progress as it goes; the finished run, failed with the errors of either step. */
async function carryOutRun(deps: TillSyncDeps, connection: TillConnection, runId: string): Promise<TillSyncRun> {
  const client = tillClientFor(connection, deps.config);
  const errors: string[] = [];
  const done = { ...NOTHING_DONE };
  try {
    await pushCatalog(deps.db, client, runId, async (pushed, toPush) => {
      done.itemsPushed = pushed;
      await recordProgress(deps.db, runId, { step: 'push', itemsToPush: toPush, ...done });
    });
  } catch (error) {
    errors.push(`Catalog push: ${(error as Error).message}`);
  }
  try {
    await recordProgress(deps.db, runId, { step: 'pull', ...done });
    await pullChanges(deps.db, client, connection, async (pulled, applied) => {
      done.itemsPulled = pulled;
      done.itemsApplied = applied;
      await recordProgress(deps.db, runId, { step: 'pull', ...done });
    });
  } catch (error) {
    errors.push(`Inventory pull: ${(error as Error).message}`);
  }
  return finishRun(deps.db, runId, done, errors);
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

/** Shop → till: the catalog in batches, each with an idempotency key that is the same on every retry; `progress` hears the variations pushed so far, of all. */
async function pushCatalog(db: Database, client: TillClient, runId: string, progress: (pushed: number, toPush: number) => Promise<void>): Promise<void> {
  const items = await tillCatalog(db);
  const toPush = items.reduce((sum, item) => sum + item.item_data.variations.length, 0);
  let pushed = 0;
  await progress(pushed, toPush);
  for (let start = 0; start < items.length; start += CATALOG_BATCH_SIZE) {
    const batch = items.slice(start, start + CATALOG_BATCH_SIZE);
    await client.batchUpsertCatalog({ idempotency_key: `${runId}:catalog:${start / CATALOG_BATCH_SIZE}`, batches: [{ objects: batch }] });
    pushed += batch.reduce((sum, item) => sum + item.item_data.variations.length, 0);
    await progress(pushed, toPush);
  }
}

/** Till → shop: every change since the last pull (less the overlap), page by page with the till's cursor, each applied once; `progress` hears the counts after each page. */
async function pullChanges(db: Database, client: TillClient, connection: TillConnection, progress: (pulled: number, applied: number) => Promise<void>): Promise<void> {
  const locationIds = (await db.selectFrom('stores').select('id').where('deleted_at', 'is', null).execute()).map((store) => store.id);
  if (locationIds.length === 0) return;
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
    await progress(pulled, applied);
  } while (cursor);
  // The watermark is the till's own clock (its changes' created_at), never the shop's: no clock skew between them matters.
  if (latest && latest !== connection.pulled_until) await db.updateTable('till_connection').set({ pulled_until: latest }).where('id', '=', 1).execute();
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

