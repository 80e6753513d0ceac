import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { loadCatalogue } from './support/catalogue';
import { seededAccount } from './support/admin';
import { picture } from '../support/image-fixtures';
import type { UploadedImage } from '../../shared/media/media-api';
import { productPictureUrls } from '../../shared/catalog/product-pictures';

// An image uploaded through the back office's API shows on the storefront as WebP renditions
// (the browser picks the one its layout needs) and the service worker keeps it for offline use.
// The upload field itself is wired into the screens by the admin kit.

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 45_000 }).toBe('activated');
}

/** The gallery's main picture once loaded: the URL the browser chose. */
async function loadedGallerySource(page: Page): Promise<string> {
  const main = page.getByTestId('product-gallery').locator('img').first();
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : '')), { timeout: 30_000 }).toMatch(/^\/media\//);
  return main.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
}

test('an uploaded product image is shown with its renditions and works offline once seen', async ({ page, request, baseURL, context }) => {
  const origin = { origin: baseURL! };
  const admin = seededAccount('admin');
  const signIn = await request.post('/api/auth/sign-in/email', { data: { email: admin.email, password: admin.password }, headers: origin });
  expect(signIn.status()).toBe(200);
  const answer = await request.post('/api/admin/products/images', {
    headers: origin,
    multipart: { file: { name: 'rocket.png', mimeType: 'image/png', buffer: await picture('png', 1400, 1400) } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { image } = (await answer.json()) as { image: UploadedImage };
  expect(image.url).toBe(`/media/${image.id}/1200.webp`);

  // Other specs share this shop and pick the first products that suit them: use the last one, keep
  // its own pictures after the upload (cards with several pictures stay so), and put it back after.
  const product = (await loadCatalogue(request)).products.filter((doc) => doc.variants.length === 0).at(-1)!;
  const setImages = async (imageUrl: string | null, images: string[]) => {
    const set = await request.post('/__e2e/set-images', { data: { productId: product.id, imageUrl, images } });
    expect(((await set.json()) as { updated: number }).updated).toBe(1);
  };
  const before = productPictureUrls(product);
  await setImages(image.url, [image.url, ...before.filter((url) => url !== image.url)]);
  try {
    await showsAndKeeps(page, context, product.id, image);
  } finally {
    await setImages(before[0] ?? null, before);
  }
});

/** The product page shows the upload with its renditions; once seen, the service worker has it offline. */
async function showsAndKeeps(page: Page, context: BrowserContext, productId: string, image: UploadedImage): Promise<void> {
  await page.goto(`/product/${productId}`);
  const main = page.getByTestId('product-gallery').locator('img').first();
  await expect(main).toHaveAttribute('srcset', `/media/${image.id}/300.webp 300w, /media/${image.id}/600.webp 600w, /media/${image.id}/1200.webp 1200w`);
  // Drawn 600 CSS pixels wide at this viewport and a device pixel ratio of 1: the 600 px rendition.
  expect(await loadedGallerySource(page)).toBe(`/media/${image.id}/600.webp`);

  await waitForServiceWorkerControl(page);
  await page.reload();
  await loadedGallerySource(page);
  await expect
    .poll(async () => page.evaluate(async () => (await (await caches.open('product-images')).keys()).map((request) => new URL(request.url).pathname)), { timeout: 30_000 })
    .toContain(`/media/${image.id}/600.webp`);

  await context.setOffline(true);
  try {
    const offline = await page.evaluate(async (path) => {
      const response = await fetch(path);
      return { status: response.status, type: response.headers.get('content-type') };
    }, `/media/${image.id}/600.webp`);
    expect(offline).toEqual({ status: 200, type: 'image/webp' });
  } finally {
    await context.setOffline(false);
  }
}
