import { sql } from 'kysely';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../shared/admin/api';
import type { AdminCategory } from '../../shared/admin/category.schema';
import { CSV_BATCH_SIZE, csvCellValue, listPage, type ListSort } from '../../server/platform/list';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/http';
import { ok, refusal, signedInWith } from './admin-fixtures';

// The kit's list helper (server/platform/list.ts), through the categories list: the sort whitelist,
// pages with their total, search, filters, and the same query as a CSV download in batches.

const COUNT = CSV_BATCH_SIZE * 2 + 203; // more than two export batches
let t: TestApp;
let admin: TestClient;
type Page = ListPage<AdminCategory>;

const list = async (query: string) => ok<Page>(await admin.get(`/api/admin/categories?${query}`));

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInWith(t, ['admin'])).client;
  // Three display orders only, so the tiebreaker (id) decides within each: pages must still never overlap.
  await sql`
    INSERT INTO categories (id, name, slug, display_order, is_active)
    SELECT 'cat-' || lpad(n::text, 4, '0'), 'Category ' || lpad(n::text, 4, '0'), 'category-' || n, n % 3, n % 10 <> 0
    FROM generate_series(1, ${COUNT}) AS n
  `.execute(t.deps.db);
  await t.deps.db.insertInto('categories').values({ id: 'odd-percent', name: '100% Cotton', slug: 'cotton', description: null, display_order: 5 }).execute();
  await t.deps.db.insertInto('categories').values({ id: 'odd-formula', name: '=HYPERLINK("https://evil.example")', slug: 'formula', description: 'Line one\nline "two", with a comma', display_order: 5 }).execute();
  await t.deps.db.insertInto('categories').values({ id: 'odd-deleted', name: 'Gone', slug: 'gone', description: null, deleted_at: new Date() }).execute();
}, 180_000); // sign-ups hash passwords: slow on a busy machine
afterAll(async () => {
  await t?.close();
});

describe('paging and sorting', () => {
  const live = COUNT + 2;

  it('answers a page with the total of all matching rows, and every row exactly once across pages', async () => {
    const first = await list('pageSize=100&sort=displayOrder.asc');
    expect(first).toMatchObject({ total: live, page: 1, pageSize: 100 });
    expect(first.rows).toHaveLength(100);
    const last = await list(`pageSize=100&sort=displayOrder.asc&page=${Math.ceil(live / 100)}`);
    expect(last.rows).toHaveLength(live % 100);
    expect((await list('pageSize=100&page=999')).rows).toEqual([]);

    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(live / 100); page += 1) {
      for (const row of (await list(`pageSize=100&sort=displayOrder.desc&page=${page}`)).rows) seen.add(row.id);
    }
    expect(seen.size).toBe(live);
  });

  it('sorts by a whitelisted column either way, the default being the display order', async () => {
    const byName = (await list('pageSize=10&sort=name.desc')).rows.map((row) => row.name);
    expect(byName[0]).toBe(`Category ${COUNT}`);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const byDefault = (await list('pageSize=100')).rows.map((row) => row.displayOrder);
    expect(byDefault).toEqual([...byDefault].sort((a, b) => a - b));
  });

  it('refuses a column not on the whitelist, or a malformed sort, page size or format, on the field', async () => {
    expect((await refusal(await admin.get('/api/admin/categories?sort=sync_seq.asc'), 400)).fields).toEqual({
      sort: 'Cannot sort by sync_seq; sort by one of name, slug, displayOrder, productCount, updatedAt',
    });
    expect((await refusal(await admin.get('/api/admin/categories?sort=constructor.asc'), 400)).fields).toHaveProperty('sort');
    expect((await refusal(await admin.get('/api/admin/categories?sort=name%3Bdrop%20table.asc'), 400)).fields).toHaveProperty('sort');
    expect((await refusal(await admin.get('/api/admin/categories?pageSize=7'), 400)).fields).toHaveProperty('pageSize');
    expect((await refusal(await admin.get('/api/admin/categories?format=xml'), 400)).fields).toHaveProperty('format');
    expect((await refusal(await admin.get('/api/admin/categories?format=csv&sort=secret.asc'), 400)).fields).toHaveProperty('sort');
  });
});

describe('a list that caps its count and finds its page keys first (the orders list at scale, ADR 043)', () => {
  const live = COUNT + 2;
  const spec: ListSort = { sortable: { displayOrder: 'c.display_order', name: 'c.name' }, defaultSort: 'displayOrder.asc', tiebreaker: 'c.id', notNull: ['displayOrder', 'name'] };
  const rows = () => t.deps.db.selectFrom('categories as c').select(['c.id', 'c.name', 'c.display_order']).where('c.deleted_at', 'is', null);
  const counted = () => t.deps.db.selectFrom('categories as c').select(sql<number>`1`.as('one')).where('c.deleted_at', 'is', null);
  const capped = (page: number, sort: string, keysFirst: boolean) =>
    listPage(t.deps.db, rows(), { page, pageSize: 100, sort }, spec, (row) => row.id, { countCap: 250, countRows: counted(), keysFirst });

  it('counts up to the cap past the page’s start and says more match; near the end the total is exact', async () => {
    expect(await capped(1, 'displayOrder.asc', true)).toMatchObject({ total: 250, totalAtLeast: true });
    expect(await capped(9, 'displayOrder.asc', true)).toMatchObject({ total: 800 + 250, totalAtLeast: true });
    const last = await capped(Math.ceil(live / 100), 'displayOrder.asc', true);
    expect(last.total).toBe(live);
    expect(last.totalAtLeast).toBeUndefined();
    expect(last.rows).toHaveLength(live % 100);
  });

  it('answers the same rows in the same order as reading the page directly, every row once across pages', async () => {
    for (const sort of ['displayOrder.asc', 'displayOrder.desc', 'name.desc']) {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(live / 100); page += 1) {
        const [keyed, direct] = await Promise.all([capped(page, sort, true), capped(page, sort, false)]);
        expect(keyed.rows).toEqual(direct.rows);
        seen.push(...keyed.rows);
      }
      expect(new Set(seen).size).toBe(live);
      expect(seen).toHaveLength(live);
    }
  });
});

describe('search and filters', () => {
  it('searches names and slugs, taking % and _ literally', async () => {
    expect((await list('q=100%25')).rows.map((row) => row.id)).toEqual(['odd-percent']);
    expect((await list('q=cotton')).rows.map((row) => row.id)).toEqual(['odd-percent']);
    const found = await list('q=category%200100');
    expect(found.rows.map((row) => row.id)).toEqual(['cat-0100']);
    expect((await list('q=_')).total).toBe(0);
  });

  it('filters by active and by deleted (live rows by default)', async () => {
    expect((await list('active=no')).total).toBe(Math.floor(COUNT / 10));
    expect((await list('active=yes')).total).toBe(COUNT - Math.floor(COUNT / 10) + 2);
    expect((await list('deleted=yes')).rows.map((row) => row.id)).toEqual(['odd-deleted']);
    expect((await refusal(await admin.get('/api/admin/categories?active=maybe'), 400)).fields).toHaveProperty('active');
  });
});

describe('CSV export', () => {
  it('downloads every matching row (not one page) in the list’s order, with a header and a file name', async () => {
    const response = await admin.get('/api/admin/categories?format=csv&active=yes&sort=name.asc&pageSize=10');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="categories-\d{4}-\d{2}-\d{2}\.csv"$/);
    const records = parse(await response.text()) as string[][];
    expect(records[0]).toEqual(['id', 'name', 'slug', 'description', 'display_order', 'active', 'product_count', 'deleted_at', 'updated_at']);
    const rows = records.slice(1);
    const page = await list('active=yes&sort=name.asc&pageSize=100');
    expect(rows).toHaveLength(page.total);
    expect(rows.slice(0, 100).map((row) => row[0])).toEqual(page.rows.map((row) => row.id));
    expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length);
    expect(rows.every((row) => row[5] === 'true')).toBe(true);
  });

  it('keeps a formula as text for spreadsheets and line breaks, quotes and commas intact', async () => {
    const records = parse(await (await admin.get('/api/admin/categories?format=csv&q=formula')).text()) as string[][];
    expect(records).toHaveLength(2);
    expect(records[1]![1]).toBe(`'=HYPERLINK("https://evil.example")`);
    expect(csvCellValue(records[1]![1]!)).toBe('=HYPERLINK("https://evil.example")');
    expect(records[1]![3]).toBe('Line one\nline "two", with a comma');
  });
});
