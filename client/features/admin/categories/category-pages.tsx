import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { AdminCategory } from '../../../../shared/admin/category.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { categoryQueries } from '../api/use-categories';
import { DeleteDialog } from '../kit/delete-dialog';
import { RecordPage } from '../kit/record-page';
import { ActiveBadge } from '../kit/status-badge';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { CategoryForm, useCategoryForm } from './category-form';

/** /admin/categories/new */
export function CategoryNewPage() {
  useBreadcrumb('New category');
  const form = useCategoryForm();
  const create = categoryQueries.useCreate();
  const navigate = useNavigate();
  return (
    <div data-testid="page-admin-category-new">
      <h1>New category</h1>
      <CategoryForm
        form={form}
        submitLabel="Create category"
        onSave={async (values) => {
          const created = await create.mutateAsync(values);
          showToast({ title: 'Category created', description: `“${created.name}” is saved.` });
          await navigate({ to: '/admin/categories/$id', params: { id: created.id } });
        }}
      />
    </div>
  );
}

/** /admin/categories/$id: edit a category, see its history, delete it. */
export function CategoryEditPage({ id }: { id: string }) {
  return (
    <RecordPage id={id} testId="page-admin-category-edit" noun="Category" queries={categoryQueries} name={(category) => category.name}>
      {(category, reload) => <CategoryEditor category={category} onReload={reload} />}
    </RecordPage>
  );
}

function CategoryEditor({ category, onReload }: { category: AdminCategory; onReload: () => void }) {
  const form = useCategoryForm(category);
  const update = categoryQueries.useUpdate(category.id);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <div className="admin-page-head">
        <h1>{category.name}</h1>
        <ActiveBadge isActive={category.isActive} deletedAt={category.deletedAt} />
      </div>
      <p className="muted">
        {category.productCount === 1 ? '1 product' : `${category.productCount} products`} · position {category.displayOrder}
      </p>
      <CategoryForm
        form={form}
        submitLabel="Save changes"
        onReload={onReload}
        onSave={async (values) => {
          const saved = await update.mutateAsync({ ...values, version: category.version });
          showToast({ title: 'Category saved', description: `“${saved.name}” is updated.` });
        }}
        extraActions={
          category.deletedAt ? null : (
            <button type="button" className="small-button small-button--danger" onClick={() => setDeleting(true)}>
              Delete category
            </button>
          )
        }
      />
      <DeleteDialog
        record={deleting ? category : null}
        noun="category"
        name={(row) => row.name}
        queries={categoryQueries}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate({ to: '/admin/categories' })}
      />
    </>
  );
}
