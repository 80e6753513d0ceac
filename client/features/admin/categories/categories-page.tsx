import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { categoryListQuerySchema, type AdminCategory } from '../../../../shared/admin/category.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText } from '../api/resource-queries';
import { categoryQueries } from '../api/use-categories';
import { DataTable } from '../kit/data-table';
import type { ListSearch } from '../kit/list-search';
import { useListQuery } from '../kit/use-list-query';
import { CategoryDeleteDialog } from './category-delete-dialog';
import { categoryColumns } from './columns';

const FILTERS = [
  { key: 'active', label: 'Shown to shoppers', options: [{ value: 'yes', label: 'Active' }, { value: 'no', label: 'Hidden' }] },
  { key: 'deleted', label: 'Deleted', options: [{ value: 'no', label: 'Not deleted' }, { value: 'yes', label: 'Deleted' }] },
] as const;

/** /admin/categories: the categories shoppers browse by, their order, and the way to change them. */
export function CategoriesPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  const [query, change] = useListQuery(categoryListQuerySchema, search, onSearch);
  const list = categoryQueries.useList(query);
  const move = categoryQueries.useMove();
  const restore = categoryQueries.useRestore();
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);

  const failed = (error: unknown) => showToast({ title: 'Not saved', description: errorText(error) ?? '' }, 'destructive');
  const columns = useMemo(
    () =>
      categoryColumns((category) =>
        category.deletedAt ? (
          <div className="row-actions">
            <button type="button" className="small-button" onClick={() => restore.mutate(category, { onSuccess: () => showToast({ title: 'Category restored', description: `“${category.name}” is back.` }), onError: failed })}>
              Restore<span className="visually-hidden"> {category.name}</span>
            </button>
          </div>
        ) : (
          <div className="row-actions">
            <button type="button" className="small-button" onClick={() => move.mutate({ id: category.id, direction: 'up', version: category.version }, { onError: failed })}>
              ↑<span className="visually-hidden">Move {category.name} up</span>
            </button>
            <button type="button" className="small-button" onClick={() => move.mutate({ id: category.id, direction: 'down', version: category.version }, { onError: failed })}>
              ↓<span className="visually-hidden">Move {category.name} down</span>
            </button>
            <Link className="small-button" to="/admin/categories/$id" params={{ id: category.id }}>
              Edit<span className="visually-hidden"> {category.name}</span>
            </Link>
            <button type="button" className="small-button small-button--danger" onClick={() => setDeleting(category)}>
              Delete<span className="visually-hidden"> {category.name}</span>
            </button>
          </div>
        ),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutations' functions are stable
    [],
  );

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
        filters={FILTERS}
      />
      <CategoryDeleteDialog category={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
