import type { Kysely } from 'kysely';
import type { AdminBrand, BrandInput, BrandListQuery } from '../../../shared/admin/brand.schema';
import type { DB } from '../../db/schema';
import { listAndCsv, searchedAndFiltered, type CsvExport, type ListSort } from '../../platform/list';
import { liveProductCount, type ProductOwner } from '../product-usage';
import { lifecycleOf } from '../../platform/records';
import { brandDocument } from '../../sync/mappers/brand.mapper';

/** Products point at brands by brand_id. */
export const BRAND_PRODUCTS: ProductOwner = { column: 'brand_id', table: 'brands', entityType: 'brand' };

const SORT: ListSort = {
  sortable: { name: 'brands.name', slug: 'brands.slug', productCount: 'product_count', updatedAt: 'brands.updated_at' },
  defaultSort: 'name.asc',
  tiebreaker: 'brands.id',
};

/** Brands with their live product count, every column the screen shows. */
function selectBrands(db: Kysely<DB>) {
  return db
    .selectFrom('brands')
    .selectAll('brands')
    .select((eb) => liveProductCount(eb, BRAND_PRODUCTS));
}

type BrandRow = Awaited<ReturnType<ReturnType<typeof selectBrands>['executeTakeFirstOrThrow']>>;

function toAdminBrand(row: BrandRow): AdminBrand {
  // The storefront's document of the brand (one mapping of the row), plus what only staff see.
  return { ...brandDocument(row), productCount: Number(row.product_count ?? 0), ...lifecycleOf(row) };
}

const filtered = (db: Kysely<DB>, query: BrandListQuery) =>
  searchedAndFiltered(selectBrands(db), query, { table: 'brands', search: ['brands.name', 'brands.slug'] });

const CSV: CsvExport<AdminBrand> = {
  name: 'brands',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'name', value: (row) => row.name },
    { header: 'slug', value: (row) => row.slug },
    { header: 'description', value: (row) => row.description },
    { header: 'logo_url', value: (row) => row.logoUrl },
    { header: 'active', value: (row) => row.isActive },
    { header: 'product_count', value: (row) => row.productCount },
    { header: 'deleted_at', value: (row) => row.deletedAt },
    { header: 'updated_at', value: (row) => row.updatedAt },
  ],
};

/** The list (a page, or every row as CSV). */
export const brandList = listAndCsv(filtered, SORT, toAdminBrand, CSV);

export async function findBrand(db: Kysely<DB>, id: string): Promise<AdminBrand | undefined> {
  const row = await selectBrands(db).where('brands.id', '=', id).executeTakeFirst();
  return row && toAdminBrand(row);
}

/** The columns an input writes. */
export function brandColumns(input: BrandInput) {
  return { name: input.name, slug: input.slug, description: input.description, logo_url: input.logoUrl, is_active: input.isActive };
}
