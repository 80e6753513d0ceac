import { describe, expect, it } from 'vitest';
import { ordersListQuerySchema } from '../../../../shared/admin/orders.schema';
import { changeListQuery, listQueryFromSearch, searchFromListQuery } from './list-search';
import { applyViewChange, clearFiltersChange, hiddenColumnsOf, isFiltered, showsView, viewSearchOf, visibilityOf } from './saved-view-query';
import { readLastView, writeLastView } from './last-view';

const query = (search: Record<string, string | number>) => listQueryFromSearch(ordersListQuerySchema, search);

describe('what a saved view keeps of a list', () => {
  it('keeps the search, filters, sort and page size, never the page or a default', () => {
    expect(viewSearchOf(query({ status: 'paid', sort: 'total.desc', page: 4, pageSize: 50 }))).toEqual({ status: 'paid', sort: 'total.desc', pageSize: 50 });
    expect(viewSearchOf(query({ page: 2, pageSize: 25 }))).toEqual({});
  });

  it('applies a view over another search: the view’s keys only, page 1, the default page size unless the view has one', () => {
    const current = query({ status: 'paid', country: 'UK', page: 3, pageSize: 100 });
    const next = changeListQuery(current, applyViewChange(current, { delivery: 'pickup', sort: 'createdAt.asc' }));
    expect(searchFromListQuery(next)).toEqual({ delivery: 'pickup', sort: 'createdAt.asc' });
    const all = changeListQuery(current, applyViewChange(current, {}));
    expect(searchFromListQuery(all)).toEqual({});
  });

  it('tells whether the list shows a view: same search (numbers as text) and same hidden columns in any order', () => {
    const view = { query: { status: 'paid', pageSize: 50 }, hiddenColumns: ['email', 'country'] };
    const visibility = visibilityOf(['country', 'email']);
    expect(showsView(query({ status: 'paid', pageSize: '50' as unknown as number }), visibility, view)).toBe(true);
    expect(showsView(query({ status: 'paid', pageSize: 50, page: 2 }), visibility, view)).toBe(true);
    expect(showsView(query({ status: 'shipped', pageSize: 50 }), visibility, view)).toBe(false);
    expect(showsView(query({ status: 'paid', pageSize: 50 }), { country: false, email: true }, view)).toBe(false);
    expect(hiddenColumnsOf({ total: false, email: false, status: true })).toEqual(['email', 'total']);
  });
});

describe('a list’s empty state', () => {
  it('counts a search or a filter as filtered, not a sort, a page size or the time zone', () => {
    expect(isFiltered(query({}))).toBe(false);
    expect(isFiltered(query({ sort: 'total.desc', pageSize: 50, page: 2 }))).toBe(false);
    expect(isFiltered(query({ q: 'ORD' }))).toBe(true);
    expect(isFiltered(query({ status: 'paid' }))).toBe(true);
  });

  it('clears the search and filters, keeping the sort and the page size', () => {
    const current = query({ q: 'x', status: 'paid', from: '2026-01-01', sort: 'total.desc', pageSize: 50, page: 3 });
    expect(searchFromListQuery(changeListQuery(current, clearFiltersChange(current)))).toEqual({ sort: 'total.desc', pageSize: 50 });
  });
});

describe('the last view chosen', () => {
  it('is kept per user and list, and a storage that refuses only loses the habit', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    expect(readLastView(storage, 'u1', 'orders')).toBeNull();
    writeLastView(storage, 'u1', 'orders', 'view-1');
    writeLastView(storage, 'u2', 'orders', 'all');
    expect(readLastView(storage, 'u1', 'orders')).toBe('view-1');
    expect(readLastView(storage, 'u1', 'products')).toBeNull();
    expect(readLastView(storage, 'u2', 'orders')).toBe('all');
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
    expect(() => writeLastView(broken, 'u1', 'orders', 'view-1')).not.toThrow();
    expect(readLastView(broken, 'u1', 'orders')).toBeNull();
  });
});
