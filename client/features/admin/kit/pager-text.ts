import type { ListPage } from '../../../../shared/admin/api';

/** What a list's caption and pager say about a page, and whether there is a next one. */
export interface PagerText {
  /** "26–50 of 1,204", or "1–25 of 1,000+" when the count stopped at its cap (orders). */
  range: string;
  /** "Page 2 of 49", or "Page 1 of 40+". */
  pages: string;
  hasNext: boolean;
}

/**
 * The pager of a page as the server answered it. A capped total (`totalAtLeast`) is a lower bound:
 * it is shown with a "+" and there is always a next page (the count stopped past this page's end).
 */
export function pagerText(page: Pick<ListPage<unknown>, 'total' | 'totalAtLeast'> | undefined, at: { page: number; pageSize: number }): PagerText {
  const total = page?.total ?? 0;
  const atLeast = page?.totalAtLeast === true;
  const pageCount = Math.max(1, Math.ceil(total / at.pageSize));
  const first = total === 0 ? 0 : (at.page - 1) * at.pageSize + 1;
  const last = Math.min(total, at.page * at.pageSize);
  return {
    range: `${first}–${last} of ${atLeast ? `${total.toLocaleString('en-US')}+` : total}`,
    pages: `Page ${at.page} of ${atLeast ? `${pageCount.toLocaleString('en-US')}+` : pageCount}`,
    hasNext: atLeast || at.page < pageCount,
  };
}
