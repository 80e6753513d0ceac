import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { productListQuerySchema, type AdminProductRow } from '../../../../shared/admin/product.schema';
import { accessTo } from '../../../../shared/roles';
import { useSession } from '../../../lib/session/current-user';
import { errorText } from '../api/resource-queries';
import { productRowQueries } from '../api/use-products';
import { DataTable, DELETED_FILTER, type ListFilter } from '../kit/data-table';
import { DeleteDialog } from '../kit/delete-dialog';
import { listQueryFromSearch, type ListSearch } from '../kit/list-search';
import { useListQuery } from '../kit/use-list-query';
import { productColumns } from './columns';
import { ProductBulkBar } from './product-bulk-bar';
import { ProductImportPanel } from './product-import-panel';
import { askForCategoryAndBrandOptionsEarly, useCategoryAndBrandOptions } from './record-options';
import { STOCK_STATE_LABELS } from './stock-state';

const FIXED_FILTERS: ReadonlyArray<ListFilter> = [
  { key: 'featured', label: 'Featured', options: [{ value: 'yes', label: 'Featured' }, { value: 'no', label: 'Not featured' }] },
  { key: 'stock', label: 'Stock', options: Object.entries(STOCK_STATE_LABELS).map(([value, label]) => ({ value, label })) },
  { key: 'country', label: 'Stock in', options: [{ value: 'US', label: 'United States' }, { value: 'UK', label: 'United Kingdom' }] },
  { key: 'launch', label: 'Launch', options: [{ value: 'upcoming', label: 'Upcoming' }, { value: 'released', label: 'Released' }] },
  DELETED_FILTER,
];

/** Starts the requests for the list this search shows and for its filters' choices, while the screen first renders. */
export function askForProductsEarly(search: ListSearch): void {
  productRowQueries.askForListEarly(listQueryFromSearch(productListQuerySchema, search));
  askForCategoryAndBrandOptionsEarly();
}

/**
 * /admin/products: the catalogue with search (name, brand), filters, sort and paging held in the URL,
 * actions on selected rows, and the CSV import of the export (a dry run first; docs/decisions/070). The categories screen's shape (ListScreen) plus a bulk bar and the
 * category and brand filters, whose choices come from those screens' lists.
 */
export function ProductsPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  const { user } = useSession();
  const readOnly = user ? accessTo('products', user.roles) !== 'write' : true;
  const [query, change] = useListQuery(productListQuerySchema, search, onSearch);
  const list = productRowQueries.useList(query);
  const { categories, brands } = useCategoryAndBrandOptions();
  const [deleting, setDeleting] = useState<AdminProductRow | null>(null);
  const columns = useMemo(() => productColumns(setDeleting), []);
  const filters = useMemo<ListFilter[]>(
    () => [{ key: 'category', label: 'Category', options: categories }, { key: 'brand', label: 'Brand', options: brands }, ...FIXED_FILTERS],
    [categories, brands],
  );
  return (
    <div data-testid="page-admin-products">
      <div className="admin-page-head">
        <h1>Products</h1>
        <Link className="button" to="/admin/products/new">
          New product
        </Link>
      </div>
      <p className="lede">Everything the shop sells, its prices in each country, its stock and its launch.</p>
      <DataTable
        resource="products"
        caption="Products"
        columns={columns}
        query={query}
        onQueryChange={change}
        page={list.data}
        loading={list.isFetching}
        error={errorText(list.error)}
        searchLabel="Search products or brands"
        filters={filters}
        bulkActions={(selected, clear) => <ProductBulkBar selected={selected} clear={clear} categories={categories} />}
      />
      <ProductImportPanel readOnly={readOnly} />
      <DeleteDialog record={deleting} noun="product" name={(row) => row.name} queries={productRowQueries} onClose={() => setDeleting(null)} />
    </div>
  );
}
