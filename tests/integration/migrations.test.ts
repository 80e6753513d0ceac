import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createTestApp, type TestApp } from '../support/test-app';
import { migrateToLatest } from '../../server/db/migrate';
import { authSettingsFrom } from '../../server/bootstrap';
import * as m0035 from '../../migrations/0035_email_bounces_and_retries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const EXPECTED_TABLES = [
  'user', 'session', 'account', 'verification',
  'categories', 'brands', 'products', 'product_variants', 'inventory', 'hero_slides', 'shipping_rates',
  'tax_rates', 'discounts', 'user_roles', 'cart_items', 'favorites', 'saved_addresses',
  'newsletter_subscribers', 'stores', 'staff_stores', 'pickup_products', 'orders', 'order_lines',
  'order_status_history', 'payments', 'email_logs', 'email_bounces', 'email_retries', 'email_campaigns', 'email_campaign_recipients', 'blog_posts', 'jobs', 'job_applications',
  'support_articles', 'support_unanswered_questions', 'support_conversations', 'support_messages', 'contact_messages', 'partnership_enquiries',
  'do_not_sell_requests', 'settings', 'audit_log', 'till_sync_runs', 'media', 'media_renditions',
];

/** Runs a statement and returns the PostgreSQL error code it failed with (or null). */
async function failureCode(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? 'unknown';
  }
}

async function userId(email: string): Promise<string> {
  const id = crypto.randomUUID();
  await t.deps.db.insertInto('user').values({ id, name: 'X', email, emailVerified: false, image: null, createdAt: new Date(), updatedAt: new Date() }).execute();
  return id;
}

async function product(id: string): Promise<void> {
  await t.deps.db.insertInto('products').values({ id, name: `Product ${id}`, price: 1999 }).execute();
}

describe('migrations from empty', () => {
  it('create every table of the data model, better-auth first', async () => {
    const rows = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`.execute(t.deps.db);
    const tables = rows.rows.map((row) => row.table_name);
    for (const table of EXPECTED_TABLES) expect(tables, `table ${table}`).toContain(table);
  });

  it('run again as a no-op', async () => {
    expect(await migrateToLatest(t.deps.db, authSettingsFrom(t.config))).toEqual([]);
  });
});

describe('constraints make bad states impossible', () => {
  beforeAll(async () => {
    await product('p1');
    await t.deps.db.insertInto('product_variants').values({ id: 'v1', product_id: 'p1', variant_name: 'Large' }).execute();
  });

  it('stock never goes below zero', async () => {
    await t.deps.db.insertInto('inventory').values({ id: 'i1', product_id: 'p1', variant_id: null, country: 'US', stock: 2 }).execute();
    const code = await failureCode(() => t.deps.db.updateTable('inventory').set((eb) => ({ stock: eb('stock', '-', 3) })).where('id', '=', 'i1').execute());
    expect(code).toBe('23514');
  });

  it('one inventory row per product, variant (including none) and country', async () => {
    const code = await failureCode(() => t.deps.db.insertInto('inventory').values({ id: 'i2', product_id: 'p1', variant_id: null, country: 'US', stock: 1 }).execute());
    expect(code).toBe('23505');
  });

  it('a discount code is unique and upper-case, and its uses never pass the maximum', async () => {
    const base = { discount_type: 'percentage' as const, discount_value: 10, max_uses: 1 };
    await t.deps.db.insertInto('discounts').values({ id: 'd1', code: 'SAVE10', ...base }).execute();
    expect(await failureCode(() => t.deps.db.insertInto('discounts').values({ id: 'd2', code: 'SAVE10', ...base }).execute())).toBe('23505');
    expect(await failureCode(() => t.deps.db.insertInto('discounts').values({ id: 'd3', code: 'lower', ...base }).execute())).toBe('23514');
    await t.deps.db.updateTable('discounts').set({ current_uses: 1 }).where('id', '=', 'd1').execute();
    expect(await failureCode(() => t.deps.db.updateTable('discounts').set({ current_uses: 2 }).where('id', '=', 'd1').execute())).toBe('23514');
  });

  it('one cart row per user, product and variant, a missing variant counting as one value', async () => {
    const user = await userId('cart@example.com');
    await t.deps.db.insertInto('cart_items').values({ id: 'c1', user_id: user, product_id: 'p1', variant_id: null, quantity: 1 }).execute();
    await t.deps.db.insertInto('cart_items').values({ id: 'c2', user_id: user, product_id: 'p1', variant_id: 'v1', quantity: 1 }).execute();
    expect(await failureCode(() => t.deps.db.insertInto('cart_items').values({ id: 'c3', user_id: user, product_id: 'p1', variant_id: null, quantity: 2 }).execute())).toBe('23505');
    expect(await failureCode(() => t.deps.db.insertInto('cart_items').values({ id: 'c4', user_id: user, product_id: 'p1', variant_id: 'v1', quantity: 2 }).execute())).toBe('23505');
    expect(await failureCode(() => t.deps.db.insertInto('cart_items').values({ id: 'c5', user_id: user, product_id: 'nope', variant_id: null, quantity: 1 }).execute())).toBe('23503');
  });

  it('order statuses and totals are checked', async () => {
    const order = {
      id: 'o1', order_number: 'TS-1', guest_id: 'guest-1', country: 'US' as const, currency: 'USD' as const,
      status: 'paid' as const, subtotal: 1000, discount_total: 100, shipping_total: 999, tax_total: 0, total: 1899,
    };
    await t.deps.db.insertInto('orders').values(order).execute();
    expect(await failureCode(() => t.deps.db.insertInto('orders').values({ ...order, id: 'o2', order_number: 'TS-2', total: 1 }).execute())).toBe('23514');
    expect(await failureCode(() => t.deps.db.insertInto('orders').values({ ...order, id: 'o3', order_number: 'TS-3', status: 'lost' as never }).execute())).toBe('23514');
    expect(await failureCode(() => t.deps.db.insertInto('orders').values({ ...order, id: 'o4', order_number: 'TS-4', guest_id: null }).execute())).toBe('23514');
    expect(await failureCode(() => t.deps.db.insertInto('orders').values({ ...order, id: 'o5', order_number: 'TS-5', currency: 'GBP' }).execute())).toBe('23514');
    expect(await failureCode(() =>
      t.deps.db.insertInto('order_lines').values({ id: 'l1', order_id: 'o1', product_id: 'p1', product_name: 'P', unit_price: 500, quantity: 2, line_total: 999 }).execute(),
    )).toBe('23514');
  });

  it('a newsletter address is stored once, lower-cased and trimmed', async () => {
    await t.deps.db.insertInto('newsletter_subscribers').values({ id: 'n1', email: 'fan@example.com' }).execute();
    expect(await failureCode(() => t.deps.db.insertInto('newsletter_subscribers').values({ id: 'n2', email: 'fan@example.com' }).execute())).toBe('23505');
    expect(await failureCode(() => t.deps.db.insertInto('newsletter_subscribers').values({ id: 'n3', email: ' Fan@Example.com' }).execute())).toBe('23514');
  });

  it('catalogue rows are soft-deleted, never removed', async () => {
    await product('p-gone');
    expect(await failureCode(() => t.deps.db.deleteFrom('products').where('id', '=', 'p-gone').execute())).toBe('23001');
  });

  it('every write moves the row to a new sync position', async () => {
    const before = await t.deps.db.selectFrom('products').select(['sync_xid', 'sync_seq']).where('id', '=', 'p1').executeTakeFirstOrThrow();
    await t.deps.db.updateTable('products').set({ price: 2999 }).where('id', '=', 'p1').execute();
    const after = await t.deps.db.selectFrom('products').select(['sync_xid', 'sync_seq', 'updated_at', 'created_at']).where('id', '=', 'p1').executeTakeFirstOrThrow();
    expect(after.sync_seq).toBeGreaterThan(before.sync_seq);
    expect(BigInt(after.sync_xid)).toBeGreaterThan(BigInt(before.sync_xid));
    expect(after.updated_at.getTime()).toBeGreaterThanOrEqual(after.created_at.getTime());
  });
});

describe('0035: a bounce is the address’s', () => {
  it('moves the bounces recorded on newsletter subscribers to email_bounces, and back down', async () => {
    const db = t.deps.db as unknown as Kysely<unknown>;
    // The schema as it was before 0035, with a bounce recorded the old way.
    await m0035.down(db);
    await sql`INSERT INTO newsletter_subscribers (id, email, bounced_at) VALUES ('b1', 'bounced@example.com', '2026-11-01T10:00:00Z'), ('b2', 'fine@example.com', NULL)`.execute(db);
    await m0035.up(db);
    const moved = await t.deps.db.selectFrom('email_bounces').select(['address', 'bounced_at', 'smtp_reply']).execute();
    expect(moved).toEqual([{ address: 'bounced@example.com', bounced_at: new Date('2026-11-01T10:00:00Z'), smtp_reply: null }]);
    const columns = await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns WHERE table_name = 'newsletter_subscribers'`.execute(db);
    expect(columns.rows.map((row) => row.column_name)).not.toContain('bounced_at');
    // An address can hold only one, lower-cased.
    expect(await failureCode(() => t.deps.db.insertInto('email_bounces').values({ address: 'Bounced@Example.com', bounced_at: new Date(), smtp_reply: null, email_log_id: null }).execute())).toBe('23514');
  });
});
