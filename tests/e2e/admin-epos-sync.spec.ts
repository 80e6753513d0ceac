import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { ListPage } from '../../shared/admin/api';
import type { PickupProductRow, PickupStoreOption } from '../../shared/admin/pickup-product.schema';
import { signInAs } from './support/admin';
import { expectNoSeriousAxeViolations } from './support/axe';

// The till sync against the built shop and its built-in till emulator (docs/decisions/055): an admin
// connects the till on the EPOS sync screen; a sale made on the till (through the till's own API, as
// its counter terminal does) reaches the shop by a signed webhook and lowers the store's stock on the
// pickup products screen; "Sync now" queues a sync on the job queue, and the screen follows it to
// "Succeeded" and shows it in its history.

async function json<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test('a till sale lowers the store’s pickup stock, and the sync screen shows the run', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  const { stores } = await json<{ stores: PickupStoreOption[] }>(page, '/api/admin/pickup-products/stores');
  let line: PickupProductRow | undefined;
  let store: PickupStoreOption | undefined;
  for (const candidate of stores) {
    const offered = await json<ListPage<PickupProductRow>>(page, `/api/admin/pickup-products?storeId=${candidate.id}&pageSize=100`);
    line = offered.rows.find((row) => row.isActive && row.stock >= 3 && row.variantId === null);
    if (line) {
      store = candidate;
      break;
    }
  }
  expect(line, 'a store offering a product without sizes with 3 or more in stock').toBeDefined();
  const { productId, productName, stock } = line!;

  // Connect the till: the emulator's address is offered; its token and key come from its credentials.
  const credentials = await json<{ accessToken: string; signatureKey: string }>(page, '/till-emulator/__control/credentials');
  await page.goto('/admin/epos-sync');
  await expect(page.getByTestId('page-admin-epos-sync')).toBeVisible();
  await expect(page.getByLabel('Till API address')).toHaveValue(/\/till-emulator$/);
  await page.getByLabel('Access token').fill(credentials.accessToken);
  await page.getByLabel('Webhook signature key').fill(credentials.signatureKey);
  await page.getByLabel('Sync with the till').check();
  await page.getByRole('button', { name: 'Save connection' }).click();
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled();

  // A sale of 2 at the store's till.
  const sale = await page.request.post('/till-emulator/v2/inventory/changes/batch-create', {
    headers: { authorization: `Bearer ${credentials.accessToken}` },
    data: {
      idempotency_key: randomUUID(),
      changes: [{ type: 'ADJUSTMENT', adjustment: { catalog_object_id: `product:${productId}`, location_id: store!.id, from_state: 'IN_STOCK', to_state: 'SOLD', quantity: '2', occurred_at: new Date().toISOString() } }],
    },
  });
  expect(sale.ok(), `till sale: ${sale.status()}`).toBe(true);

  // The pickup products screen shows the store's stock lowered by the sale.
  await page.goto(`/admin/pickup-products?storeId=${store!.id}&q=${encodeURIComponent(productName)}`);
  await expect(page.getByTestId('page-admin-pickup-products')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Change stock of ${productName}`, exact: true }) });
  await expect(row.getByRole('cell').nth(2)).toContainText(String(stock - 2), { timeout: 20_000 });

  // Sync now is queued and answered at once (docs/decisions/086); the screen follows the run as the
  // job queue carries it out, to succeeded, and the history shows it with what it pushed.
  await page.goto('/admin/epos-sync');
  const runs = page.getByRole('region', { name: 'Runs, newest first' });
  const asked = page.waitForResponse((response) => response.url().endsWith('/api/admin/epos-sync/sync') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Sync now' }).click();
  const answer = await asked;
  expect(answer.status()).toBe(202);
  expect(await answer.json()).toMatchObject({ joined: false, run: { status: 'queued', trigger: 'manual', startedAt: null } });
  const progress = page.getByTestId('sync-run-progress');
  await expect(progress).toContainText(/Queued|Running|Succeeded/);
  await expect(progress).toContainText('Succeeded', { timeout: 60_000 });
  await expect(progress).toContainText(/Finished .*: pushed [1-9]\d*, pulled \d+, applied \d+\./);
  const run = runs.getByRole('row').filter({ hasText: 'Succeeded' }).filter({ hasText: 'Sync now' });
  await expect(run).toHaveCount(1, { timeout: 20_000 });
  await expect(run.getByTestId('run-pushed')).not.toHaveText('0');
  // The sale came by webhook: the pull found it again and applied nothing twice.
  expect((await json<ListPage<PickupProductRow>>(page, `/api/admin/pickup-products?storeId=${store!.id}&q=${encodeURIComponent(productName)}`)).rows.find((r) => r.productId === productId && r.variantId === null)?.stock).toBe(stock - 2);

  // The drift report reads the till: the sold item's till count (-2, never counted) against the shop's.
  const drift = page.getByTestId('drift-table');
  await expect(drift.getByRole('row').filter({ hasText: productName }).filter({ hasText: store!.name }).first()).toContainText('-2');
  await expectNoSeriousAxeViolations(page, 'epos sync');
});
