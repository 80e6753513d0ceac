import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from '../roles';
import { LIST_EMPTY_TEXTS } from './empty-states';
import { keepsSavedViews, SAVED_VIEW_LIST_KEYS, SAVED_VIEW_TEXTS } from './saved-views';
import { checkViewQuery, SAVED_VIEW_LISTS } from './saved-view-lists';

describe('a saved view’s query', () => {
  it('keeps only the list’s own keys with values it accepts, empty ones left out', () => {
    expect(checkViewQuery('orders', { status: 'paid', sort: 'total.desc', pageSize: 50, q: '' })).toEqual({ ok: true, query: { status: 'paid', sort: 'total.desc', pageSize: 50 } });
    expect(checkViewQuery('orders', { colour: 'red' })).toEqual({ ok: false, message: SAVED_VIEW_TEXTS.unknownKey('colour') });
    expect(checkViewQuery('orders', { page: 2 })).toEqual({ ok: false, message: SAVED_VIEW_TEXTS.unknownKey('page') });
    expect(checkViewQuery('discounts', { active: 'maybe' })).toMatchObject({ ok: false, message: expect.stringMatching(/^active: /) });
    expect(checkViewQuery('activity', { from: '2026-02-01', to: '2026-01-01' })).toEqual({ ok: false, message: 'to: To must be on or after From' });
  });

  it('belongs to screens of the role matrix, each with its empty-state text', () => {
    // The browser's list of names and the server's schemas name the same lists.
    expect(Object.keys(SAVED_VIEW_LISTS).sort()).toEqual([...SAVED_VIEW_LIST_KEYS].sort());
    for (const list of Object.keys(SAVED_VIEW_LISTS)) {
      expect(ADMIN_SCREENS).toContain(list);
      expect(LIST_EMPTY_TEXTS).toHaveProperty(list);
    }
    expect(keepsSavedViews('orders')).toBe(true);
    expect(keepsSavedViews('robo-support/articles')).toBe(false);
    expect(keepsSavedViews('toString')).toBe(false);
  });
});
