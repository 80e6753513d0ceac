import { useNavigate } from '@tanstack/react-router';
import { showToast } from '../../../lib/toast/toast-store';
import { categoryQueries } from '../api/use-categories';
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
