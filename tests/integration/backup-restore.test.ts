import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { picture } from '../support/image-fixtures';
import type { AdminOrder } from '../../shared/admin/orders.schema';
import type { UploadedImage } from '../../shared/media/media-api';
import { approveAtPayPal, capture, createOrder, insertProduct, newGuestId, US_ADDRESS } from './checkout-fixtures';
import { ok, signedInWith, type SignedIn } from './admin-fixtures';
import { rowsOf, runOperatorScript, shopDatabase, type CommandRun, type ShopDatabase } from './backup-fixtures';

// npm run db:backup and npm run db:restore (docs/decisions/084), on the database this project runs:
// a shop with paid orders, a refund, audit entries and an uploaded image is backed up through the
// operator command, wiped, restored through the other into the empty database, and opened again.

const kind = testDatabaseKind();
const KEPT_TABLES = ['orders', 'order_lines', 'order_status_history', 'payments', 'refunds', 'audit_log', 'media', 'media_renditions', 'user', 'user_roles'];

let database: ShopDatabase;
const backupsDir = mkdtempSync(join(tmpdir(), 'shop-backups-'));
let restored: TestApp;
let admin: SignedIn;
let image: UploadedImage;
let imageBytes: Buffer;
let refundedOrderId: string;
let before: Record<string, unknown[]>;
let backup: CommandRun;
let restore: CommandRun;
let backupFile: string;

/** A shopper pays through checkout and the PayPal emulator: the order is `paid`. */
async function paidOrder(t: TestApp, productId: string, quantity: number): Promise<string> {
  const shopper = new TestClient(t);
  const guestId = newGuestId();
  const created = await createOrder(shopper, { country: 'US', guestId, shippingAddress: US_ADDRESS, email: 'buyer@example.com', lines: [{ productId, variantId: null, quantity }] });
  await approveAtPayPal(t, created.paypalOrderId);
  expect((await capture(shopper, created.paypalOrderId, { guestId })).status).toBe(200);
  return created.orderId;
}

const orderOf = async (client: TestClient, id: string) => (await ok<{ record: AdminOrder }>(await client.get(`/api/admin/orders/${id}`))).record;

/** The back office's real paths: an order moved on, a refund through PayPal, an uploaded image. */
async function makeShopHistory(t: TestApp): Promise<void> {
  await insertProduct(t, { id: 'bk-kite', name: 'Backup Kite', price: 2500, stock: { US: 10 } });
  admin = await signedInWith(t, ['admin'], 'backup-admin@example.com', 'Ada Admin');
  refundedOrderId = await paidOrder(t, 'bk-kite', 2);
  const moved = await paidOrder(t, 'bk-kite', 1);
  const version = (await orderOf(admin.client, moved)).version;
  await ok(await admin.client.request(`/api/admin/orders/${moved}/status`, { method: 'POST', json: { action: 'mark_processing', version } }));
  const refunded = await orderOf(admin.client, refundedOrderId);
  await ok(await admin.client.request(`/api/admin/orders/${refundedOrderId}/refunds`, { method: 'POST', json: { version: refunded.version, requestKey: 'bk-refund-1', reason: 'Arrived torn', amount: 1000 } }));
  const form = new FormData();
  form.set('file', new File([new Uint8Array(await picture('png', 700, 400))], 'kite.png', { type: 'image/png' }));
  const upload = await admin.client.request('/api/admin/products/images', { method: 'POST', body: form });
  expect(upload.status, await upload.clone().text()).toBe(201);
  image = ((await upload.json()) as { image: UploadedImage }).image;
  const served = await t.app.request(t.url(image.url));
  expect(served.status).toBe(200);
  imageBytes = Buffer.from(await served.arrayBuffer());
  await t.deps.email.idle();
}

beforeAll(async () => {
  database = await shopDatabase(kind, { migrated: true });
  const original = await database.open();
  try {
    await makeShopHistory(original);
    before = await rowsOf(original, KEPT_TABLES);
    // PostgreSQL is backed up while the shop runs; PGlite, one process's database, once it has stopped.
    if (kind === 'postgres') backup = await runOperatorScript('db-backup', ['--out', backupsDir], database.env);
  } finally {
    await original.close();
  }
  if (kind === 'pglite') backup = await runOperatorScript('db-backup', ['--out', backupsDir], database.env);
  backupFile = /^Wrote (\S+) /m.exec(backup.stdout)?.[1] ?? '';
  await database.wipe();
  expect(await database.isEmpty()).toBe(true);
  restore = await runOperatorScript('db-restore', ['--file', backupFile], database.env);
  restored = await database.open();
}, 900_000);

afterAll(async () => {
  await restored?.close();
  await database?.remove();
  rmSync(backupsDir, { recursive: true, force: true });
});

describe('npm run db:backup, the database wiped, npm run db:restore', () => {
  it('the backup says what it holds and where it went, a timestamped file in the folder given, readable by its owner only', () => {
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(basename(backupFile)).toMatch(kind === 'postgres' ? /^toy-shop-\d{8}-\d{6}Z\.dump$/ : /^toy-shop-\d{8}-\d{6}Z\.pglite\.tar\.gz$/);
    // The test server by host and port, or by its socket (npm test's choice when it can, docs/decisions/105).
    expect(backup.stdout).toMatch(/^Backed up (PostgreSQL at DATABASE_URL \((127\.0\.0\.1:5432|local socket in \/var\/run\/postgresql: )\/shop_backup_\w+\)|PGlite in \S+): 2 orders, 1 refund, \d+ audit entries, 1 image\.\n/);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
  });

  it('the restore says what it brought back, the same as the backup held', () => {
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    const held = /: (2 orders, 1 refund, \d+ audit entries, 1 image)\.\n/.exec(backup.stdout)?.[1];
    expect(restore.stdout).toContain(`: ${held}.\nStart the shop on it`);
  });

  it('every order, line, status change, payment, refund, audit entry, image and account comes back as it was', async () => {
    const after = await rowsOf(restored, KEPT_TABLES);
    expect(before.orders).toHaveLength(2);
    expect(before.refunds).toHaveLength(1);
    expect(before.audit_log!.length).toBeGreaterThanOrEqual(3);
    expect(before.media_renditions).toHaveLength(2);
    for (const table of KEPT_TABLES) expect(after[table], table).toEqual(before[table]);
  });

  it('the uploaded image is served again, the same bytes', async () => {
    const served = await restored.app.request(restored.url(image.url));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(imageBytes)).toBe(true);
  });

  it('the admin signs in again and the orders screen shows the refund; the shop takes new orders and refunds', async () => {
    const client = new TestClient(restored);
    expect((await client.signIn(admin.email, 'Passw0rd!')).status).toBe(200);
    const order = await orderOf(client, refundedOrderId);
    expect(order.payment).toMatchObject({ refunded: 1000 });
    const next = await paidOrder(restored, 'bk-kite', 1);
    const version = (await orderOf(client, next)).version;
    await ok(await client.request(`/api/admin/orders/${next}/refunds`, { method: 'POST', json: { version, requestKey: 'bk-refund-2', reason: 'Changed mind', full: true } }));
    const refunds = await restored.deps.db.selectFrom('refunds').select('order_id').execute();
    expect(refunds.map((refund) => refund.order_id).sort()).toEqual([refundedOrderId, next].sort());
    await restored.deps.email.idle();
  });
});
