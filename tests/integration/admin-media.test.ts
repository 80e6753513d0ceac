import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { picture, noisePng, pngBomb } from '../support/image-fixtures';
import type { Role } from '../../shared/roles';
import type { UploadedImage } from '../../shared/media/media-api';
import { MEDIA_TEXTS } from '../../shared/media/media-texts';
import { bootstrap, type Running } from '../../server/bootstrap';
import { createApp } from '../../server/app';
import { StaticClient } from '../../server/http/static-client';
import { FirstScreenMarkup } from '../../server/first-screen/first-screen-markup';
import { PostgresMediaStore } from '../../server/media/postgres-media-store';
import { Hono } from 'hono';
import type { AppEnv } from '../../server/context';
import { sessionMiddleware, requireScreen } from '../../server/auth/session';
import { auditedWrites, type AuditedEnv } from '../../server/platform/audit';
import { handleError } from '../../server/http/errors';
import { imageUploadRoutes } from '../../server/media/image-upload.routes';

// Image uploads through the back office (issue 11 §4, docs/decisions/035): checked by their bytes,
// re-encoded into WebP renditions, stored in the database and served by any instance for good.
let t: TestApp;
let admin: TestClient;
let manager: TestClient;
let staff: TestClient;
let customer: TestClient;

async function signedIn(email: string, role: Role | null): Promise<TestClient> {
  const client = new TestClient(t);
  const { id } = await client.signUp(email, 'Passw0rd!', email.split('@')[0]);
  if (role) await t.deps.db.insertInto('user_roles').values({ id: crypto.randomUUID(), user_id: id, role }).execute();
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn('media-admin@example.com', 'admin');
  manager = await signedIn('media-manager@example.com', 'store_manager');
  staff = await signedIn('media-staff@example.com', 'staff');
  customer = await signedIn('media-customer@example.com', null);
});
afterAll(async () => {
  await t?.close();
});

function upload(client: TestClient, screen: string, bytes: Uint8Array, name: string, type: string): Promise<Response> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  return client.request(`/api/admin/${screen}/images`, { method: 'POST', body: form });
}

async function uploaded(response: Response): Promise<UploadedImage> {
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { image: UploadedImage }).image;
}

async function expectFileError(response: Response, message: string): Promise<void> {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: { code: 'INVALID_DATA', message, fields: { file: message } } });
}

const countRows = async (table: 'media' | 'media_renditions') =>
  Number((await t.deps.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('an upload is checked by its bytes and re-encoded', () => {
  it('accepts a PNG, a JPEG and a WebP and answers every rendition, never enlarged', async () => {
    const png = await uploaded(await upload(admin, 'products', await picture('png', 1500, 1000), 'a.png', 'image/png'));
    expect(png).toEqual({
      id: png.id,
      url: `/media/${png.id}/1200.webp`,
      sizes: { 300: `/media/${png.id}/300.webp`, 600: `/media/${png.id}/600.webp`, 1200: `/media/${png.id}/1200.webp` },
      width: 1500,
      height: 1000,
    });
    const jpeg = await uploaded(await upload(manager, 'brands', await picture('jpeg', 800, 600), 'b.jpg', 'image/jpeg'));
    expect(jpeg).toMatchObject({ url: `/media/${jpeg.id}/600.webp`, width: 800, height: 600 });
    expect(Object.keys(jpeg.sizes)).toEqual(['300', '600']);
    const webp = await uploaded(await upload(admin, 'hero-slides', await picture('webp', 400, 300), 'c.webp', 'image/webp'));
    expect(webp).toMatchObject({ url: `/media/${webp.id}/300.webp`, width: 400, height: 300 });

    for (const image of [png, jpeg, webp]) {
      for (const [width, url] of Object.entries(image.sizes)) {
        const response = await t.app.request(t.url(url));
        expect(response.status).toBe(200);
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.width).toBe(Number(width));
        expect(metadata.height).toBe(Math.round((Number(width) * image.height) / image.width));
      }
    }
  });

  it('accepts a PNG named .jpg and declared image/jpeg: the bytes decide', async () => {
    const image = await uploaded(await upload(admin, 'products', await picture('png', 640, 480), 'holiday.jpg', 'image/jpeg'));
    const row = await t.deps.db.selectFrom('media').selectAll().where('id', '=', image.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ original_format: 'png', width: 640, height: 480 });
  });

  it('refuses text named .png with a field error on file, and stores nothing', async () => {
    const [media, renditions] = [await countRows('media'), await countRows('media_renditions')];
    await expectFileError(await upload(admin, 'products', Buffer.from('hello, I am not a picture'), 'cat.png', 'image/png'), MEDIA_TEXTS.notAnImage);
    expect([await countRows('media'), await countRows('media_renditions')]).toEqual([media, renditions]);
  });

  it('refuses a file over 8 MB with a field error, streamed or declared', async () => {
    const big = await noisePng(1800, 1600);
    expect(big.length).toBeGreaterThan(8 * 1024 * 1024);
    await expectFileError(await upload(admin, 'products', big, 'huge.png', 'image/png'), MEDIA_TEXTS.tooLarge);
    // A body whose declared length is over the route's limit is refused from the header.
    const declared = await admin.request('/api/admin/products/images', {
      method: 'POST',
      body: new Uint8Array(big),
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(big.length + 100_000) },
    });
    await expectFileError(declared, MEDIA_TEXTS.tooLarge);
  });

  it('refuses damaged bytes, a decompression bomb, and a picture too small, as field errors', async () => {
    const png = await picture('png', 800, 600);
    await expectFileError(await upload(admin, 'products', png.subarray(0, png.length >> 1), 'cut.png', 'image/png'), MEDIA_TEXTS.unreadable);
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    await expectFileError(await upload(admin, 'products', bomb, 'bomb.png', 'image/png'), MEDIA_TEXTS.tooManyPixels);
    await expectFileError(await upload(admin, 'products', await picture('png', 120, 120), 'tiny.png', 'image/png'), MEDIA_TEXTS.tooSmall);
  });

  it('refuses a request without a file, or not multipart, as a field error', async () => {
    const form = new FormData();
    form.set('other', 'value');
    await expectFileError(await admin.request('/api/admin/brands/images', { method: 'POST', body: form }), MEDIA_TEXTS.missing);
    const text = new FormData();
    text.set('file', 'a string, not a file');
    await expectFileError(await admin.request('/api/admin/brands/images', { method: 'POST', body: text }), MEDIA_TEXTS.missing);
    await expectFileError(await admin.post('/api/admin/brands/images', { file: 'x' }), MEDIA_TEXTS.missing);
  });
});

describe('who may upload', () => {
  it('refuses staff (no write on products, brands, hero slides) with 403 before the body is read', async () => {
    for (const screen of ['products', 'brands', 'hero-slides']) {
      let pulled = 0;
      // highWaterMark 0: nothing is pulled from this body until someone reads it.
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            pulled += 1;
            controller.enqueue(new Uint8Array(1024 * 1024));
            if (pulled >= 9) controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      const response = await staff.request(`/api/admin/${screen}/images`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
      expect(pulled, `${screen}: bytes read from a refused upload`).toBe(0);
    }
  });

  it('refuses a customer with 403 and a visitor with 401', async () => {
    const png = await picture('png', 400, 400);
    expect((await upload(customer, 'products', png, 'a.png', 'image/png')).status).toBe(403);
    expect((await upload(new TestClient(t), 'products', png, 'a.png', 'image/png')).status).toBe(401);
  });
});

describe('the audit log', () => {
  it('records one change when the screen sub-app at /api/admin/<screen> also audits the path', async () => {
    // As mounted in the shop: the brands screen's guarded, audited sub-app and the upload route under it.
    const app = new Hono<AppEnv>()
      .use('*', async (c, next) => {
        c.set('deps', t.deps);
        await next();
      })
      .use('*', sessionMiddleware(t.deps))
      .route('/api/admin/brands', new Hono<AuditedEnv>().use('*', requireScreen('brands')).use('*', auditedWrites('brands')).get('/', (c) => c.json({ rows: [] })))
      .route('/api/admin/brands/images', imageUploadRoutes('brands'));
    app.onError(handleError);
    const form = new FormData();
    form.set('file', new File([new Uint8Array(await picture('png', 400, 400))], 'logo.png', { type: 'image/png' }));
    const response = await app.request(t.url('/api/admin/brands/images'), { method: 'POST', body: form, headers: { cookie: admin.cookieHeader, origin: t.config.publicUrl } });
    const image = await uploaded(response);
    const rows = await t.deps.db.selectFrom('audit_log').select('action').where('entity_id', '=', image.id).execute();
    expect(rows).toEqual([{ action: 'media.upload' }]);
  });

  it('records the upload with who, which screen and the image, in the same transaction', async () => {
    const image = await uploaded(await upload(manager, 'hero-slides', await picture('jpeg', 1300, 500), 'banner.jpg', 'image/jpeg'));
    const rows = await t.deps.db.selectFrom('audit_log').selectAll().where('entity_type', '=', 'media').where('entity_id', '=', image.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'media.upload', screen: 'hero-slides', actor_label: 'media-manager <media-manager@example.com>', before: null });
    expect(rows[0]!.after).toMatchObject({ id: image.id, url: image.url, fileName: 'banner.jpg', format: 'jpeg', width: 1300, height: 500 });
  });

  it('records nothing for a refused upload', async () => {
    const before = (await t.deps.db.selectFrom('audit_log').select('id').where('entity_type', '=', 'media').execute()).length;
    await expectFileError(await upload(admin, 'brands', Buffer.from('nope'), 'x.png', 'image/png'), MEDIA_TEXTS.notAnImage);
    expect((await t.deps.db.selectFrom('audit_log').select('id').where('entity_type', '=', 'media').execute()).length).toBe(before);
  });
});

describe('serving an uploaded image', () => {
  let image: UploadedImage;
  beforeAll(async () => {
    image = await uploaded(await upload(admin, 'products', await picture('png', 1200, 1200), 'square.png', 'image/png'));
  });

  it('answers WebP of the right width with a year of immutable caching and an ETag', async () => {
    const response = await t.app.request(t.url(image.sizes[600]!));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 600, height: 600 });
    // The shop's Content-Security-Policy is on these responses as on every other.
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers 304 without the bytes when the browser has them', async () => {
    const first = await t.app.request(t.url(image.url));
    const etag = first.headers.get('etag')!;
    const again = await t.app.request(t.url(image.url), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const changed = await t.app.request(t.url(image.url), { headers: { 'if-none-match': '"something-else"' } });
    expect(changed.status).toBe(200);
  });

  it('answers 404 in the envelope for an unknown id, a size not made, or a bad path', async () => {
    const small = await uploaded(await upload(admin, 'brands', await picture('png', 320, 320), 'logo.png', 'image/png'));
    const paths = [
      `/media/${crypto.randomUUID()}/300.webp`,
      `/media/${small.id}/600.webp`,
      `/media/${image.id}/450.webp`,
      `/media/${image.id}/300.png`,
      `/media/not-an-id/300.webp`,
      `/media/${image.id}`,
    ];
    for (const path of paths) {
      const response = await t.app.request(t.url(path));
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    const conditional = await t.app.request(t.url(`/media/${crypto.randomUUID()}/300.webp`), { headers: { 'if-none-match': '*' } });
    expect(conditional.status).toBe(404);
  });

  it('is served by another app instance on the same database', async () => {
    const original = Buffer.from(await (await t.app.request(t.url(image.url))).arrayBuffer());
    // On PostgreSQL a second instance has its own connections and change feed; PGlite is one
    // process, so there the second app shares its database handle but builds its own store.
    let second: Running | null = null;
    try {
      const deps = t.kind === 'postgres' ? (second = await bootstrap(t.config)).deps : { ...t.deps, media: new PostgresMediaStore(t.deps.db) };
      const other = createApp(deps, { staticClient: new StaticClient('/nonexistent'), firstScreenMarkup: new FirstScreenMarkup(null) });
      const response = await other.request(t.url(image.url));
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(original)).toBe(true);
    } finally {
      await second?.shutdown();
    }
  });
});
