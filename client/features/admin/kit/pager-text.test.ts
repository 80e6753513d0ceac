import { describe, expect, it } from 'vitest';
import { pagerText } from './pager-text';

describe('pagerText', () => {
  it('says the exact total and the last page', () => {
    expect(pagerText({ total: 60 }, { page: 1, pageSize: 25 })).toEqual({ range: '1–25 of 60', pages: 'Page 1 of 3', hasNext: true });
    expect(pagerText({ total: 60 }, { page: 3, pageSize: 25 })).toEqual({ range: '51–60 of 60', pages: 'Page 3 of 3', hasNext: false });
    expect(pagerText({ total: 0 }, { page: 1, pageSize: 25 })).toEqual({ range: '0–0 of 0', pages: 'Page 1 of 1', hasNext: false });
    expect(pagerText(undefined, { page: 1, pageSize: 25 }).hasNext).toBe(false);
  });

  it('shows a capped count as a lower bound, with a next page always', () => {
    expect(pagerText({ total: 1000, totalAtLeast: true }, { page: 1, pageSize: 25 })).toEqual({ range: '1–25 of 1,000+', pages: 'Page 1 of 40+', hasNext: true });
    // Deep pages count on from their own start (server/admin/list.ts): the pager never ends before the page.
    expect(pagerText({ total: 1975, totalAtLeast: true }, { page: 40, pageSize: 25 })).toEqual({ range: '976–1000 of 1,975+', pages: 'Page 40 of 79+', hasNext: true });
  });
});
