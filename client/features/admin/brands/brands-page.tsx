import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { brandListQuerySchema, type AdminBrand } from '../../../../shared/admin/brand.schema';
import { errorText } from '../api/resource-queries';
import { brandQueries } from '../api/use-brands';
import { ACTIVE_DELETED_FILTERS, DataTable } from '../kit/data-table';
import { DeleteDialog } from '../kit/delete-dialog';
import type { ListSearch } from '../kit/list-search';
import { useListQuery } from '../kit/use-list-query';
import { brandColumns } from './columns';

/** /admin/brands: the brands the shop carries. */
export function BrandsPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  const [query, change] = useListQuery(brandListQuerySchema, search, onSearch);
  const list = brandQueries.useList(query);
  const [deleting, setDeleting] = useState<AdminBrand | null>(null);
  const columns = useMemo(() => brandColumns(setDeleting), []);
  return (
    <div data-testid="page-admin-brands">
      <div className="admin-page-head">
        <h1>Brands</h1>
        <Link className="button" to="/admin/brands/new">
          New brand
        </Link>
      </div>
      <p className="lede">The brands the shop carries.</p>
      <DataTable
        resource="brands"
        caption="Brands"
        columns={columns}
        query={query}
        onQueryChange={change}
        page={list.data}
        loading={list.isFetching}
        error={errorText(list.error)}
        searchLabel="Search brands"
        filters={ACTIVE_DELETED_FILTERS}
      />
      <DeleteDialog record={deleting} noun="brand" name={(brand) => brand.name} queries={brandQueries} onClose={() => setDeleting(null)} />
    </div>
  );
}
