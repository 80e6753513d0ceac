import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  changeDetails,
  isInventoryChange as isChange,
  SIGNATURE_HEADER,
  webhookSignature,
  type BatchChangeInventoryRequest,
  type BatchRetrieveInventoryChangesRequest,
  type BatchRetrieveInventoryCountsRequest,
  type BatchUpsertCatalogRequest,
  type CatalogItem,
  type InventoryChange,
  type InventoryCount,
  type TillWebhookEvent,
} from '../till/till-protocol';

/**
 * The faults real tills have, switched on per test (docs/decisions/055):
 * - `duplicateWebhooks`: every notification is delivered twice;
 * - `reorderWebhooks`: notifications are held and delivered newest first on `flushWebhooks()`;
 * - `dropWebhooks`: notifications are never delivered (reconciliation must find the changes);
 * - `rateLimitNext`: the next N API calls answer 429 with `Retry-After: retryAfterSeconds`;
 * - `timeoutNext`: the next N API calls are carried out but their answer comes after `hangMs`
 *   (longer than the adapter waits), so the caller must retry with the same idempotency key.
 */
export interface TillFaults {
  duplicateWebhooks: boolean;
  reorderWebhooks: boolean;
  dropWebhooks: boolean;
  rateLimitNext: number;
  retryAfterSeconds: number;
  timeoutNext: number;
  hangMs: number;
}

const NO_FAULTS: TillFaults = { duplicateWebhooks: false, reorderWebhooks: false, dropWebhooks: false, rateLimitNext: 0, retryAfterSeconds: 1, timeoutNext: 0, hangMs: 2_000 };

export interface TillEmulatorOptions {
  accessToken: string;
  /** The webhook subscription: where notifications go and the key they are signed with. */
  notificationUrl: string;
  signatureKey: string;
  /** How a notification is delivered: an HTTP POST by default; tests may hand it to the app in process. */
  deliver?: (url: string, init: RequestInit) => Promise<Response>;
}

interface StoredChange {
  change: InventoryChange;
  createdAt: string;
  seq: number;
}

/** What the emulator counts: every API call answered, and every notification delivery attempted. */
export interface TillEmulatorStats {
  apiCalls: number;
  rateLimited: number;
  timedOut: number;
  webhooksDelivered: number;
  webhooksDropped: number;
}

/**
 * A till system inside the project, speaking the Square-shaped API over HTTP (docs/decisions/055):
 * catalog batch upsert, inventory batch change (idempotency key required; a repeated key answers the
 * first answer and changes nothing), batch retrieve of changes and counts with a cursor, signed
 * webhooks. Mounted at /till-emulator when TILL_MODE=emulator, or served alone by the tests.
 */
export class TillEmulator {
  readonly app: Hono;
  faults: TillFaults = { ...NO_FAULTS };
  readonly stats: TillEmulatorStats = { apiCalls: 0, rateLimited: 0, timedOut: 0, webhooksDelivered: 0, webhooksDropped: 0 };
  readonly catalog = new Map<string, CatalogItem>();
  private readonly changes: StoredChange[] = [];
  /** Each idempotency key's request and its answer, held from the moment the request starts. */
  private readonly idempotent = new Map<string, { fingerprint: string; answer: Promise<unknown> }>();
  private held: TillWebhookEvent[] = [];
  private seq = 0;

  constructor(readonly options: TillEmulatorOptions) {
    this.app = this.routes();
  }

  setFaults(faults: Partial<TillFaults>): void {
    this.faults = { ...this.faults, ...faults };
  }

  clearFaults(): void {
    this.faults = { ...NO_FAULTS };
  }

  /** Delivers the held notifications, newest first (the reorder fault). */
  async flushWebhooks(): Promise<void> {
    const held = this.held.reverse();
    this.held = [];
    for (const event of held) await this.deliver(event);
  }

  /** The till's own count of each item at each location: the latest physical count, then the adjustments after it (may go below zero, as real tills do). */
  counts(locationIds?: readonly string[]): InventoryCount[] {
    const byItem = new Map<string, StoredChange[]>();
    for (const stored of this.changes) {
      const d = changeDetails(stored.change);
      if (locationIds && !locationIds.includes(d.locationId)) continue;
      const key = `${d.locationId}\u0000${d.catalogObjectId}`;
      byItem.set(key, [...(byItem.get(key) ?? []), stored]);
    }
    const counts: InventoryCount[] = [];
    for (const [key, list] of byItem) {
      const [locationId, catalogObjectId] = key.split('\u0000') as [string, string];
      const details = list.map((stored) => changeDetails(stored.change));
      const latestCount = details.filter((d) => d.type === 'PHYSICAL_COUNT').sort((a, b) => b.occurredAt.localeCompare(a.occurredAt))[0];
      let quantity = latestCount?.quantity ?? 0;
      for (const d of details) if (d.type === 'ADJUSTMENT' && (!latestCount || d.occurredAt > latestCount.occurredAt)) quantity += d.quantity;
      counts.push({ catalog_object_id: catalogObjectId, location_id: locationId, state: 'IN_STOCK', quantity: String(quantity), calculated_at: new Date().toISOString() });
    }
    return counts.sort((a, b) => a.location_id.localeCompare(b.location_id) || a.catalog_object_id.localeCompare(b.catalog_object_id));
  }

  /** Records changes as the till's own terminal would (a sale at the counter, a stock count), with their notifications. */
  async recordChanges(changes: InventoryChange[]): Promise<InventoryChange[]> {
    const now = new Date().toISOString();
    const stored = changes.map((change): InventoryChange => {
      const id = `chg_${randomUUID()}`;
      return change.type === 'PHYSICAL_COUNT'
        ? { type: 'PHYSICAL_COUNT', physical_count: { ...change.physical_count, id, created_at: now } }
        : { type: 'ADJUSTMENT', adjustment: { ...change.adjustment, id, created_at: now } };
    });
    for (const change of stored) this.changes.push({ change, createdAt: now, seq: ++this.seq });
    for (const change of stored) await this.notify(change);
    return stored;
  }

  private async notify(change: InventoryChange): Promise<void> {
    const id = changeDetails(change).id;
    const event: TillWebhookEvent = { merchant_id: 'EMULATOR', type: 'inventory.change.created', event_id: `evt_${randomUUID()}`, created_at: new Date().toISOString(), data: { type: 'inventory_change', id, object: { inventory_change: change } } };
    if (this.faults.dropWebhooks) {
      this.stats.webhooksDropped += 1;
      return;
    }
    if (this.faults.reorderWebhooks) {
      this.held.push(event);
      return;
    }
    await this.deliver(event);
  }

  private async deliver(event: TillWebhookEvent): Promise<void> {
    const body = JSON.stringify(event);
    const init: RequestInit = {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: webhookSignature(this.options.signatureKey, this.options.notificationUrl, body) },
      body,
    };
    const send = this.options.deliver ?? ((url: string, request: RequestInit) => fetch(url, request));
    const times = this.faults.duplicateWebhooks ? 2 : 1;
    for (let i = 0; i < times; i++) {
      try {
        const response = await send(this.options.notificationUrl, init);
        await response.arrayBuffer();
        this.stats.webhooksDelivered += 1;
      } catch {
        // A notification that cannot be delivered is lost, as with a real till after its retries.
        this.stats.webhooksDropped += 1;
      }
    }
  }

  private routes(): Hono {
    const app = new Hono();
    app.use('/v2/*', async (c, next) => {
      if (c.req.header('authorization') !== `Bearer ${this.options.accessToken}`) {
        return c.json({ errors: [{ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: 'The access token is not valid' }] }, 401);
      }
      this.stats.apiCalls += 1;
      if (this.faults.rateLimitNext > 0) {
        this.faults.rateLimitNext -= 1;
        this.stats.rateLimited += 1;
        c.header('Retry-After', String(this.faults.retryAfterSeconds));
        return c.json({ errors: [{ category: 'RATE_LIMIT_ERROR', code: 'RATE_LIMITED', detail: 'Too many requests' }] }, 429);
      }
      const hang = this.faults.timeoutNext > 0;
      if (hang) this.faults.timeoutNext -= 1;
      await next();
      if (hang) {
        this.stats.timedOut += 1;
        await new Promise((resolve) => setTimeout(resolve, this.faults.hangMs));
      }
    });
    app.post('/v2/catalog/batch-upsert', async (c) => {
      const body = await jsonBody<BatchUpsertCatalogRequest>(c);
      if (!body || !Array.isArray(body.batches) || !body.batches.every((batch) => Array.isArray(batch?.objects) && batch.objects.every((object) => typeof object?.id === 'string'))) return invalid(c, 'batches');
      return this.once(c, body.idempotency_key, body, () => {
        const objects = body.batches.flatMap((batch) => batch.objects);
        for (const object of objects) this.catalog.set(object.id, object);
        return { objects, id_mappings: [] };
      });
    });
    app.post('/v2/inventory/changes/batch-create', async (c) => {
      const body = await jsonBody<BatchChangeInventoryRequest>(c);
      if (!body || !Array.isArray(body.changes) || !body.changes.every(isChange)) return invalid(c, 'changes');
      return this.once(c, body.idempotency_key, body, async () => {
        const changes = await this.recordChanges(body.changes);
        return { changes, counts: this.counts() };
      });
    });
    app.post('/v2/inventory/changes/batch-retrieve', async (c) => {
      const body = await jsonBody<BatchRetrieveInventoryChangesRequest>(c);
      if (!body) return invalid(c, 'body');
      const limit = Math.min(Math.max(body.limit ?? 100, 1), 1000);
      const offset = body.cursor ? Number(Buffer.from(body.cursor, 'base64url').toString()) : 0;
      const matching = this.changes
        .filter((stored) => {
          const d = changeDetails(stored.change);
          if (body.location_ids && !body.location_ids.includes(d.locationId)) return false;
          if (body.types && !body.types.includes(d.type)) return false;
          return !body.updated_after || stored.createdAt >= body.updated_after;
        })
        .sort((a, b) => a.seq - b.seq);
      const page = matching.slice(offset, offset + limit);
      const next = offset + limit < matching.length ? Buffer.from(String(offset + limit)).toString('base64url') : undefined;
      return c.json({ changes: page.map((stored) => stored.change), ...(next ? { cursor: next } : {}) });
    });
    app.post('/v2/inventory/counts/batch-retrieve', async (c) => {
      const body = await jsonBody<BatchRetrieveInventoryCountsRequest>(c);
      if (!body) return invalid(c, 'body');
      const limit = Math.min(Math.max(body.limit ?? 1000, 1), 1000);
      const offset = body.cursor ? Number(Buffer.from(body.cursor, 'base64url').toString()) : 0;
      const all = this.counts(body.location_ids);
      const next = offset + limit < all.length ? Buffer.from(String(offset + limit)).toString('base64url') : undefined;
      return c.json({ counts: all.slice(offset, offset + limit), ...(next ? { cursor: next } : {}) });
    });
    // The emulator's own switches (not part of the till's API): faults, held notifications, credentials.
    app.get('/__control/credentials', (c) => c.json({ accessToken: this.options.accessToken, signatureKey: this.options.signatureKey, notificationUrl: this.options.notificationUrl }));
    app.post('/__control/faults', async (c) => {
      const body = await jsonBody<Partial<TillFaults>>(c);
      if (!body) return invalid(c, 'body');
      const known = Object.fromEntries(Object.entries(body).filter(([key, value]) => key in NO_FAULTS && typeof value === typeof NO_FAULTS[key as keyof TillFaults]));
      this.setFaults(known);
      return c.json(this.faults);
    });
    app.post('/__control/flush-webhooks', async (c) => {
      await this.flushWebhooks();
      return c.json({ ok: true });
    });
    return app;
  }

  /** Square's idempotency: a key seen before answers its first answer (a different request under the same key is refused). */
  private async once(c: Context, key: string | undefined, body: unknown, work: () => unknown): Promise<Response> {
    if (typeof key !== 'string' || key.length === 0 || key.length > 192) return c.json({ errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'MISSING_REQUIRED_PARAMETER', field: 'idempotency_key' }] }, 400);
    const fingerprint = JSON.stringify(body);
    const seen = this.idempotent.get(key);
    if (seen) {
      if (seen.fingerprint !== fingerprint) return c.json({ errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'IDEMPOTENCY_KEY_REUSED' }] }, 400);
      // A retry while the first request is still being carried out waits for its answer: it is never done twice.
      return c.json((await seen.answer) as object);
    }
    const answer = Promise.resolve().then(work);
    this.idempotent.set(key, { fingerprint, answer });
    try {
      return c.json((await answer) as object);
    } catch (error) {
      // Nothing was carried out to the end: the same key may be tried again.
      this.idempotent.delete(key);
      throw error;
    }
  }
}

export const TILL_EMULATOR_MOUNT_PATH = '/till-emulator';

/** The request's JSON object, or null when it is not one (answered 400, as the till does). */
async function jsonBody<T>(c: Context): Promise<T | null> {
  try {
    const body: unknown = await c.req.json();
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as T) : null;
  } catch {
    return null;
  }
}

function invalid(c: Context, field: string): Response {
  return c.json({ errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'INVALID_VALUE', field }] }, 400);
}
