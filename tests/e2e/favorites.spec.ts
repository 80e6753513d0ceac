import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { FavoriteDoc, ProductDoc } from '../../shared/sync/documents';
import { FAVORITES_TEXTS } from '../../shared/favorites-texts';
import { TOASTS, type ToastText } from '../../shared/texts';

// Favourites (SPEC §6, §8): a guest is asked to sign in; a signed-in shopper adds and removes,
// the choice survives a reload, and a change made offline reaches the server on reconnect.

let clientIp = '';
test.beforeEach(async ({ page }) => {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  clientIp = `10.${octet()}.${octet()}.${octet()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp });
});

async function signUp(page: Page): Promise<void> {
  const email = `favorites-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'Passw0rd!', name: 'Fay Favourite' },
    headers: { origin: test.info().project.use.baseURL!, 'x-forwarded-for': clientIp },
  });
  expect(response.ok()).toBe(true);
}

async function someProducts(request: APIRequestContext): Promise<ProductDoc[]> {
  const response = await request.get('/api/sync/products/pull?limit=50');
  const docs = ((await response.json()) as { documents: Array<ProductDoc & { _deleted: boolean }> }).documents;
  return docs.filter((doc) => !doc._deleted);
}

/** The signed-in user's favourites as the server holds them. */
async function serverFavorites(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/sync/favorites/pull?limit=500');
  expect(response.ok()).toBe(true);
  const docs = ((await response.json()) as { documents: Array<FavoriteDoc & { _deleted: boolean }> }).documents;
  return docs.filter((doc) => !doc._deleted).map((doc) => doc.productId);
}

async function expectToast(page: Page, toast: ToastText): Promise<void> {
  const item = page.getByTestId('toast').filter({ hasText: toast.title }).last();
  await expect(item).toBeVisible();
  if (toast.description) await expect(item).toContainText(toast.description);
}

async function openProduct(page: Page, product: ProductDoc) {
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  return page.getByRole('button', { name: `Save ${product.name} to favorites` });
}

test('a guest is asked to sign in', async ({ page, request }) => {
  const [product] = await someProducts(request);
  const button = await openProduct(page, product!);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expectToast(page, TOASTS.signInRequiredForFavorites);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
});

test('signed in: add and remove, kept after a reload, saved on the server', async ({ page, request }) => {
  const product = (await someProducts(request))[1]!;
  await signUp(page);
  const button = await openProduct(page, product);
  await expect(button).toHaveAttribute('aria-pressed', 'false');

  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expectToast(page, TOASTS.addedToFavorites);
  await expect.poll(() => serverFavorites(page)).toEqual([product.id]);

  await page.reload();
  await expect(button).toHaveAttribute('aria-pressed', 'true');

  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expectToast(page, TOASTS.removedFromFavorites);
  await expect.poll(() => serverFavorites(page)).toEqual([]);
  await page.reload();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
});

test('offline: the favourite is kept on the device and reaches the server on reconnect', async ({ page, context, request }) => {
  const product = (await someProducts(request))[2]!;
  await signUp(page);
  const button = await openProduct(page, product);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
  try {
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expectToast(page, TOASTS.addedToFavorites);
  } finally {
    await context.setOffline(false);
  }
  await expect.poll(() => serverFavorites(page), { timeout: 30_000 }).toEqual([product.id]);
  await page.reload();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
});

test('signed in on a new device: a favourite saved the moment the page opens reaches the server', async ({ page, request }) => {
  const product = (await someProducts(request))[2]!;
  await signUp(page);
  // The device is new to this shopper: it switches the local cart and favourites over to them as it
  // opens. A favourite written during that switch must not be wiped with the previous owner's data.
  const button = await openProduct(page, product);
  await button.click();
  await expectToast(page, TOASTS.addedToFavorites);
  await expect.poll(() => serverFavorites(page), { timeout: 15_000 }).toEqual([product.id]);
  await page.reload();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
});

test('signed in: favourites are listed on the profile and counted in the header, offline too', async ({ page, request }) => {
  const products = (await someProducts(request)).slice(3, 5);
  await signUp(page);
  for (const product of products) {
    const button = await openProduct(page, product);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  const heart = page.getByTestId('favorites-link');
  await expect(heart).toHaveAccessibleName(FAVORITES_TEXTS.headerLink(2));
  await expect(page.getByTestId('favorites-count')).toHaveText('2');

  await heart.click();
  await expect(page).toHaveURL(/\/profile#favorites$/);
  const list = page.getByTestId('favorite-list');
  for (const product of products) await expect(list.getByRole('link', { name: product.name })).toBeVisible();

  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.context().setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('favorites-count')).toHaveText('2');
    for (const product of products) await expect(page.getByTestId('favorite-list').getByRole('link', { name: product.name })).toBeVisible();
  } finally {
    await page.context().setOffline(false);
  }
});
