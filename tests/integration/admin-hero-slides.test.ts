import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS, type ListPage } from '../../shared/admin/api';
import type { AdminHeroSlide } from '../../shared/admin/hero-slide.schema';
import type { HeroSlideDoc } from '../../shared/sync/documents';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/http';
import { auditRowsOf, ok, refusal, send, signedInWith, syncedDocument } from './admin-fixtures';

// The hero slides screen's API: title, subtitle, image, button text and link, active, and the
// carousel's order; the same kit as categories (tested in full there).

let t: TestApp;
let manager: TestClient;
type Answer = { record: AdminHeroSlide };
type SlideDoc = HeroSlideDoc & { _deleted: boolean };

const SLIDE = { title: 'Spring sale', subtitle: 'Up to 30% off', imageUrl: '/images/hero/1.svg', ctaText: 'Shop now', ctaLink: '/shop?category=plush' };
const create = (body: Record<string, unknown>) => send(manager, 'POST', '/api/admin/hero-slides', body);
const order = async () => (await ok<ListPage<AdminHeroSlide>>(await manager.get('/api/admin/hero-slides'))).rows.map((row) => row.title);

beforeAll(async () => {
  t = await createTestApp();
  manager = (await signedInWith(t, ['store_manager'])).client;
}, 180_000); // sign-ups hash passwords: slow on a busy machine
afterAll(async () => {
  await t?.close();
});

describe('hero slides', () => {
  it('creates slides in carousel order, audited, and sends them to the storefront', async () => {
    const first = await ok<Answer>(await create(SLIDE), 201);
    await ok<Answer>(await create({ ...SLIDE, title: 'Summer', subtitle: '', imageUrl: null, ctaLink: 'https://blog.example.com/summer' }), 201);
    await ok<Answer>(await create({ ...SLIDE, title: 'Autumn' }), 201);
    expect(first.record).toMatchObject({ ...SLIDE, isActive: true, deletedAt: null });
    expect(await order()).toEqual(['Spring sale', 'Summer', 'Autumn']);
    expect((await auditRowsOf(t, 'hero-slide', first.record.id))[0]).toMatchObject({ action: 'create', screen: 'hero-slides', after: first.record });
    await syncedDocument<SlideDoc>(t, 'hero_slides', first.record.id, (doc) => doc?.title === 'Spring sale' && doc.ctaLink === SLIDE.ctaLink);
  });

  it('refuses links outside the shop that are not https, and a missing button text, on their fields', async () => {
    for (const ctaLink of ['http://example.com', 'javascript:alert(1)', '//evil.example/path', 'shop']) {
      expect((await refusal(await create({ ...SLIDE, ctaLink }), 400)).fields).toEqual({ ctaLink: 'Use a path in the shop (starting with /) or an https:// address' });
    }
    expect((await refusal(await create({ ...SLIDE, ctaText: ' ' }), 400)).fields).toEqual({ ctaText: 'Enter the button text' });
  });

  it('moves a slide and takes a whole new order', async () => {
    const { rows } = await ok<ListPage<AdminHeroSlide>>(await manager.get('/api/admin/hero-slides'));
    const autumn = rows.find((row) => row.title === 'Autumn')!;
    await ok(await manager.post(`/api/admin/hero-slides/${autumn.id}/move`, { direction: 'up' }));
    expect(await order()).toEqual(['Spring sale', 'Autumn', 'Summer']);
    await ok(await send(manager, 'PUT', '/api/admin/hero-slides/order', { ids: [...rows].reverse().map((row) => row.id) }));
    expect(await order()).toEqual(['Autumn', 'Summer', 'Spring sale']);
    await syncedDocument<SlideDoc>(t, 'hero_slides', autumn.id, (doc) => doc?.displayOrder === 1);
  });

  it('hides a slide for shoppers, refuses a stale edit, deletes and restores', async () => {
    const { rows } = await ok<ListPage<AdminHeroSlide>>(await manager.get('/api/admin/hero-slides?q=summer'));
    expect(rows.map((row) => row.title)).toEqual(['Summer']);
    const summer = rows[0]!;
    const hidden = await ok<Answer>(await send(manager, 'PATCH', `/api/admin/hero-slides/${summer.id}`, { ...SLIDE, title: 'Summer', isActive: false, version: summer.version }));
    await syncedDocument<SlideDoc>(t, 'hero_slides', summer.id, (doc) => doc?.isActive === false);
    expect((await refusal(await send(manager, 'PATCH', `/api/admin/hero-slides/${summer.id}`, { ...SLIDE, version: summer.version }), 409)).message).toBe(ADMIN_TEXTS.editConflict);

    await ok(await send(manager, 'DELETE', `/api/admin/hero-slides/${summer.id}?version=${hidden.record.version}`));
    expect(await order()).toEqual(['Autumn', 'Spring sale']);
    await syncedDocument<SlideDoc>(t, 'hero_slides', summer.id, (doc) => doc?._deleted === true);
    await ok(await manager.post(`/api/admin/hero-slides/${summer.id}/restore`));
    expect(await order()).toEqual(['Autumn', 'Spring sale', 'Summer']);
    expect((await auditRowsOf(t, 'hero-slide', summer.id)).map((row) => row.action)).toEqual(['create', 'update', 'delete', 'restore']);
  });
});
