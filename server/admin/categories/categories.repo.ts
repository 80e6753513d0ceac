import type { Kysely } from 'kysely';
import type { AdminCategory, CategoryInput, CategoryListQuery } from '../../../shared/admin/category.schema';
import type { DB } from '../../db/schema';
import { listAndCsv, searchedAndFiltered, type CsvExport, type ListSort } from '../../platform/list';
import { liveProductCount, type ProductOwner } from '../product-usage';
import { lifecycleOf } from '../../platform/records';
import { categoryDocument } from '../../sync/mappers/category.mapper';

/** Products point at categories by category_id. */
export const CATEGORY_PRODUCTS: ProductOwner = { column: 'category_id', table: 'categories', entityType: 'category' };

const SORT: ListSort = {
  sortable: {
    name: 'categories.name',
    slug: 'categories.slug',
    displayOrder: 'categories.display_order',
    productCount: 'product_count',
    updatedAt: 'categories.updated_at',
  },
  defaultSort: 'displayOrder.asc',
  tiebreaker: 'categories.id',
};

/** Categories with their live product count, every column the screen shows. */
function selectCategories(db: Kysely<DB>) {
  return db
    .selectFrom('categories')
    .selectAll('categories')
    .select((eb) => liveProductCount(eb, CATEGORY_PRODUCTS));
}

type CategoryRow = Awaited<ReturnType<ReturnType<typeof selectCategories>['executeTakeFirstOrThrow']>>;

function toAdminCategory(row: CategoryRow): AdminCategory {
  // The storefront's document of the category (one mapping of the row), plus what only staff see.
  return { ...categoryDocument(row), productCount: Number(row.product_count ?? 0), ...lifecycleOf(row) };
}

/** The list's search (name or slug) and filters (active; deleted, live by default). */
const filtered = (db: Kysely<DB>, query: CategoryListQuery) =>
  searchedAndFiltered(selectCategories(db), query, { table: 'categories', search: ['categories.name', 'categories.slug'] });

const CSV: CsvExport<AdminCategory> = {
  name: 'categories',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'name', value: (row) => row.name },
    { header: 'slug', value: (row) => row.slug },
    { header: 'description', value: (row) => row.description },
    { header: 'display_order', value: (row) => row.displayOrder },
    { header: 'active', value: (row) => row.isActive },
    { header: 'product_count', value: (row) => row.productCount },
    { header: 'deleted_at', value: (row) => row.deletedAt },
    { header: 'updated_at', value: (row) => row.updatedAt },
  ],
};

/** The list (a page, or every row as CSV). */
export const categoryList = listAndCsv(filtered, SORT, toAdminCategory, CSV);

export async function findCategory(db: Kysely<DB>, id: string): Promise<AdminCategory | undefined> {
  const row = await selectCategories(db).where('categories.id', '=', id).executeTakeFirst();
  return row && toAdminCategory(row);
}

/** The columns an input writes. */
export function categoryColumns(input: CategoryInput) {
  return { name: input.name, slug: input.slug, description: input.description, is_active: input.isActive };
}
