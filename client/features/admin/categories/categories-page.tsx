import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { categoryListQuerySchema, type AdminCategory } from '../../../../shared/admin/category.schema';
import { errorText } from '../api/resource-queries';
import { categoryQueries } from '../api/use-categories';
import { DataTable, ACTIVE_DELETED_FILTERS } from '../kit/data-table';
import { DeleteDialog } from '../kit/delete-dialog';
import type { ListSearch } from '../kit/list-search';
import { useListQuery } from '../kit/use-list-query';
import { categoryColumns } from './columns';

/** /admin/categories: the categories shoppers browse by, their order, and the way to change them. */
export function CategoriesPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  const [query, change] = useListQuery(categoryListQuerySchema, search, onSearch);
  const list = categoryQueries.useList(query);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const columns = useMemo(() => categoryColumns(setDeleting), []);
  return (
    <div data-testid="page-admin-categories">
      <div className="admin-page-head">
        <h1>Categories</h1>
        <Link className="button" to="/admin/categories/new">
          New category
        </Link>
      </div>
      <p className="lede">The categories shoppers browse by, and their order.</p>
      <DataTable
        resource="categories"
        caption="Categories"
        columns={columns}
        query={query}
        onQueryChange={change}
        page={list.data}
        loading={list.isFetching}
        error={errorText(list.error)}
        searchLabel="Search categories"
        filters={ACTIVE_DELETED_FILTERS}
      />
      <DeleteDialog record={deleting} noun="category" name={(category) => category.name} queries={categoryQueries} onClose={() => setDeleting(null)} />
    </div>
  );
}
