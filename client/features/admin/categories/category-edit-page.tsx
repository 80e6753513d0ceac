import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { AdminCategory } from '../../../../shared/admin/category.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText } from '../api/resource-queries';
import { categoryQueries } from '../api/use-categories';
import { RecordHistory } from '../kit/record-history';
import { ActiveBadge } from '../kit/status-badge';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { CategoryDeleteDialog } from './category-delete-dialog';
import { CategoryForm, useCategoryForm } from './category-form';

/** /admin/categories/$id: edit a category, see its history, delete it. */
export function CategoryEditPage({ id }: { id: string }) {
  const record = categoryQueries.useRecord(id);
  const history = categoryQueries.useHistory(id);
  useBreadcrumb(record.data ? `“${record.data.name}”` : 'Category');

  return (
    <div data-testid="page-admin-category-edit">
      {record.error ? (
        <>
          <h1>Category</h1>
          <p className="form-alert" role="alert">
            {errorText(record.error)}
          </p>
        </>
      ) : !record.data ? (
        <p role="status">Loading category...</p>
      ) : (
        <div className="record-layout">
          {/* Keyed by version: a reload after a conflict starts the form again from what the server holds. */}
          <CategoryEditor key={record.data.version} category={record.data} onReload={() => void record.refetch()} />
          <RecordHistory rows={history.data} loading={history.isFetching} error={errorText(history.error)} />
        </div>
      )}
    </div>
  );
}

function CategoryEditor({ category, onReload }: { category: AdminCategory; onReload: () => void }) {
  const form = useCategoryForm(category);
  const update = categoryQueries.useUpdate(category.id);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  return (
    <div>
      <div className="admin-page-head">
        <h1>{category.name}</h1>
        <ActiveBadge isActive={category.isActive} deletedAt={category.deletedAt} />
      </div>
      <p className="muted">
        {category.productCount === 1 ? '1 product' : `${category.productCount} products`} in this category · position {category.displayOrder}
      </p>
      <CategoryForm
        form={form}
        submitLabel="Save changes"
        onReload={onReload}
        onSave={async (values) => {
          const saved = await update.mutateAsync({ ...values, version: category.version });
          showToast({ title: 'Category saved', description: `“${saved.name}” is updated.` });
        }}
      />
      {!category.deletedAt ? (
        <p>
          <button type="button" className="small-button small-button--danger" onClick={() => setDeleting(true)}>
            Delete category
          </button>
        </p>
      ) : null}
      <CategoryDeleteDialog category={deleting ? category : null} onClose={() => setDeleting(false)} onDeleted={() => void navigate({ to: '/admin/categories' })} />
    </div>
  );
}
