import { expect, test, type Page } from '@playwright/test';
import { TOASTS } from '../../shared/texts';
import { formatMoney } from '../../shared/money';
import { InstanceHarness } from '../support/instances/instance-harness';

// The shop on two app instances behind a round-robin balancer, on one PostgreSQL database
// (docs/decisions/027): a device syncs, shops and pays while first one instance and then the other
// is stopped and restarted, and ends with every change on the device and its order paid once.
// Its own harness on loopback ports 4355-4358, never the main e2e server's.

const PROXY_PORT = Number(process.env.INSTANCES_E2E_PORT ?? 4355);
let harness: InstanceHarness;

test.describe.configure({ timeout: 240_000 });
test.use({ baseURL: `http://localhost:${PROXY_PORT}` });

test.beforeAll(async () => {
  harness = await InstanceHarness.start({
    ports: { proxy: PROXY_PORT, instances: [PROXY_PORT + 1, PROXY_PORT + 2], paypal: PROXY_PORT + 3 },
    seed: true,
  });
});
test.afterAll(async () => {
  await harness?.close();
});

async function productsOnDevice(page: Page): Promise<number> {
  await page.waitForFunction(() => window.__shopSync !== undefined);
  return page.evaluate(async () => {
    await window.__shopSync!.ready;
    return (await window.__shopSync!.counts()).products;
  });
}

async function productsOnServer(): Promise<number> {
  const [row] = await harness.query<{ count: number }>('SELECT count(*)::int AS count FROM products WHERE deleted_at IS NULL');
  return row!.count;
}

async function addProduct(id: string): Promise<void> {
  await harness.query(`INSERT INTO products (id, name, price) VALUES ($1, $2, 1500)`, [id, `Relay toy ${id}`]);
}

test('a device syncs, shops and pays through the balancer while each instance in turn is stopped and restarted', async ({ page }) => {
  // A released product sold in one size, with stock in the US.
  const [product] = await harness.query<{ id: string; name: string; price: number }>(`
    SELECT p.id, p.name, p.price FROM products p JOIN inventory i ON i.product_id = p.id AND i.variant_id IS NULL AND i.country = 'US'
    WHERE p.deleted_at IS NULL AND (p.release_date IS NULL OR p.release_date <= now()) AND i.stock >= 3 AND p.price >= 500
      AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL)
    ORDER BY p.id LIMIT 1`);
  expect(product).toBeDefined();

  await page.goto('/about');
  expect(await productsOnDevice(page)).toBe(await productsOnServer());

  // Instance 0 stops gracefully; changes made meanwhile reach the device through instance 1.
  expect(await harness.stopInstance(0)).toBe(0);
  const newPrice = product!.price + 200;
  await harness.query('UPDATE products SET price = $2 WHERE id = $1', [product!.id, newPrice]);
  await addProduct('00000000-relay-0000-0000-000000000001');
  await expect.poll(() => productsOnDevice(page), { timeout: 20_000 }).toBe(await productsOnServer());

  await page.goto(`/product/${product!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveText(formatMoney(newPrice, 'USD'));
  await page.getByRole('button', { name: 'ADD TO BAG' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Added to cart' })).toBeVisible();

  // Instance 0 comes back, then instance 1 stops: the device carries on through instance 0.
  await harness.startInstance(0);
  expect(await harness.stopInstance(1)).toBe(0);
  await addProduct('00000000-relay-0000-0000-000000000002');
  await expect.poll(() => productsOnDevice(page), { timeout: 20_000 }).toBe(await productsOnServer());

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toContainText(product!.name);
  await page.getByTestId('express-payment').getByRole('button', { name: 'PayPal' }).click();
  const dialog = page.getByRole('dialog', { name: 'PayPal (emulator)' });
  await expect(dialog).toBeVisible();
  // Instance 1 is back while the shopper approves: the capture may land on either.
  await harness.startInstance(1);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: TOASTS.paymentCompleted.title })).toBeVisible();
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;

  // Paid once: one captured payment, one capture at PayPal.
  const [order] = await harness.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]);
  expect(order!.status).toBe('paid');
  const payments = await harness.query<{ status: string; provider_order_id: string }>('SELECT status, provider_order_id FROM payments WHERE order_id = $1', [orderId]);
  expect(payments.map((payment) => payment.status)).toEqual(['captured']);
  const atPayPal = await (await page.request.get(`/paypal-emulator/__inspect/orders/${payments[0]!.provider_order_id}`)).json();
  expect(atPayPal.captureCount).toBe(1);

  // And the stock the order took is on the device too: every change arrived.
  await expect.poll(() => productsOnDevice(page), { timeout: 20_000 }).toBe(await productsOnServer());
  await page.goto(`/product/${product!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
});
