import { describe, expect, it } from 'vitest';
import { categoryListQuerySchema } from '../../../../shared/admin/category.schema';
import { changeListQuery, listQueryFromSearch, nextSort, searchFromListQuery } from './list-search';

describe('list state held in the URL', () => {
  it('reads a bookmarked list query from the URL with the screen’s shared schema', () => {
    const query = listQueryFromSearch(categoryListQuerySchema, { page: 3, pageSize: 50, sort: 'name.desc', q: 'lego', active: 'yes' });
    expect(query).toEqual({ page: 3, pageSize: 50, sort: 'name.desc', q: 'lego', active: 'yes' });
  });

  it('gives the defaults for an empty URL', () => {
    expect(listQueryFromSearch(categoryListQuerySchema, {})).toEqual({ page: 1, pageSize: 25 });
  });

  it('drops only the values the schema refuses, keeping the rest', () => {
    const query = listQueryFromSearch(categoryListQuerySchema, { page: 'x', pageSize: 33, sort: 'DROP TABLE', q: 'robot', active: 'maybe', deleted: 'yes' });
    expect(query).toEqual({ page: 1, pageSize: 25, q: 'robot', deleted: 'yes' });
  });

  it('coerces numbers that arrive as strings', () => {
    expect(listQueryFromSearch(categoryListQuerySchema, { page: '2', pageSize: '10' })).toMatchObject({ page: 2, pageSize: 10 });
  });

  it('writes a list query back without defaults or empty values, and reads it back the same', () => {
    const query = { page: 1, pageSize: 25, sort: 'name.asc', q: '', active: undefined, deleted: 'no' };
    const search = searchFromListQuery(query);
    expect(search).toEqual({ sort: 'name.asc', deleted: 'no' });
    expect(listQueryFromSearch(categoryListQuerySchema, search)).toEqual({ page: 1, pageSize: 25, sort: 'name.asc', deleted: 'no' });
    const paged = { page: 4, pageSize: 100, q: 'dino' };
    expect(listQueryFromSearch(categoryListQuerySchema, searchFromListQuery(paged))).toEqual(paged);
  });

  it('cycles a column’s sort: ascending, descending, none', () => {
    expect(nextSort(undefined, 'name')).toBe('name.asc');
    expect(nextSort('name.asc', 'name')).toBe('name.desc');
    expect(nextSort('name.desc', 'name')).toBeUndefined();
    expect(nextSort('slug.desc', 'name')).toBe('name.asc');
  });

  it('goes back to page 1 when the search, sort or a filter changes, not when the page does', () => {
    const query = { page: 5, pageSize: 25, q: 'a' };
    expect(changeListQuery(query, { q: 'b' })).toEqual({ page: 1, pageSize: 25, q: 'b' });
    expect(changeListQuery(query, { page: 6 })).toEqual({ page: 6, pageSize: 25, q: 'a' });
  });
});
