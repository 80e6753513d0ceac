import { brandQueries } from '../api/use-brands';
import { categoryQueries } from '../api/use-categories';

export interface RecordOption {
  value: string;
  label: string;
}

// The largest page the list API gives: a toy shop has far fewer categories and brands than this.
const ALL_LIVE = { page: 1, pageSize: 100, deleted: 'no', sort: 'name.asc' };

/** Starts the requests for the choices before the screen that shows them renders (its route's loader). */
export function askForCategoryAndBrandOptionsEarly(): void {
  categoryQueries.askForListEarly(ALL_LIVE);
  brandQueries.askForListEarly(ALL_LIVE);
}

/** The live categories and brands, as choices for the products screen's filters, bulk bar and form. */
export function useCategoryAndBrandOptions(): { categories: RecordOption[]; brands: RecordOption[] } {
  const categories = categoryQueries.useList(ALL_LIVE);
  const brands = brandQueries.useList(ALL_LIVE);
  return {
    categories: (categories.data?.rows ?? []).map((row) => ({ value: row.id, label: row.name })),
    brands: (brands.data?.rows ?? []).map((row) => ({ value: row.id, label: row.name })),
  };
}
