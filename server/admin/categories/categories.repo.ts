import type { Context } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { AdminCategory, CategoryInput, CategoryListQuery } from '../../../shared/admin/category.schema';
import type { DB } from '../../db/schema';
import { containsPattern, csvResponse, listPage, type CsvExport, type ListSort } from '../list';
import { versionOf } from '../records';

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
    .select(['id', 'name', 'slug', 'description', 'display_order', 'is_active', 'deleted_at', 'updated_at', 'sync_seq'])
    .select((eb) =>
      eb
        .selectFrom('products')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('products.category_id', '=', 'categories.id')
        .where('products.deleted_at', 'is', null)
        .as('product_count'),
    );
}

type CategoryRow = Awaited<ReturnType<ReturnType<typeof selectCategories>['executeTakeFirstOrThrow']>>;

function toAdminCategory(row: CategoryRow): AdminCategory {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    displayOrder: Number(row.display_order),
    isActive: row.is_active,
    productCount: Number(row.product_count ?? 0),
    deletedAt: row.deleted_at ? new Date(row.deleted_at).toISOString() : null,
    updatedAt: new Date(row.updated_at).toISOString(),
    version: versionOf(row),
  };
}

/** The list's search (name or slug) and filters (active; deleted, live by default). */
function filtered(db: Kysely<DB>, query: CategoryListQuery) {
  let builder = selectCategories(db);
  if (query.q) {
    const pattern = containsPattern(query.q);
    builder = builder.where((eb) => eb.or([eb('categories.name', 'ilike', pattern), eb('categories.slug', 'ilike', pattern)]));
  }
  if (query.active) builder = builder.where('categories.is_active', '=', query.active === 'yes');
  builder = builder.where('categories.deleted_at', query.deleted === 'yes' ? 'is not' : 'is', null);
  return builder;
}

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

export const listCategories = (db: Kysely<DB>, query: CategoryListQuery) => listPage(db, filtered(db, query), query, SORT, toAdminCategory);

export const categoriesCsv = (c: Context, db: Kysely<DB>, query: CategoryListQuery) =>
  csvResponse(c, filtered(db, query), query, SORT, toAdminCategory, CSV);

export async function findCategory(db: Kysely<DB>, id: string): Promise<AdminCategory | undefined> {
  const row = await selectCategories(db).where('categories.id', '=', id).executeTakeFirst();
  return row && toAdminCategory(row);
}

/** The columns an input writes. */
export function categoryColumns(input: CategoryInput) {
  return { name: input.name, slug: input.slug, description: input.description, is_active: input.isActive };
}
