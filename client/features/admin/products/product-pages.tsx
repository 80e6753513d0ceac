import { PRODUCT_HISTORY_FIELDS } from './history-fields';
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { AdminProduct } from '../../../../shared/admin/product.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText } from '../api/resource-queries';
import { productQueries } from '../api/use-products';
import { DeleteDialog } from '../kit/delete-dialog';
import { RecordPage } from '../kit/record-page';
import { StatusBadge } from '../kit/status-badge';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { ProductForm, useProductForm } from './product-form';
import { useCategoryAndBrandOptions } from './record-options';
import { DuplicateProductButton } from './duplicate-button';

/** /admin/products/new */
export function ProductNewPage() {
  useBreadcrumb('New product');
  const form = useProductForm();
  const create = productQueries.useCreate();
  const navigate = useNavigate();
  const options = useCategoryAndBrandOptions();
  return (
    <div data-testid="page-admin-product-new">
      <h1>New product</h1>
      <ProductForm
        form={form}
        {...options}
        submitLabel="Create product"
        onSave={async (values) => {
          const created = await create.mutateAsync(values);
          showToast({ title: 'Product created', description: `“${created.name}” is saved.` });
          await navigate({ to: '/admin/products/$id', params: { id: created.id } });
        }}
      />
    </div>
  );
}

/** /admin/products/$id: edit a product and its sizes, see its history, delete or restore it. */
export function ProductEditPage({ id }: { id: string }) {
  return (
    <RecordPage id={id} testId="page-admin-product-edit" noun="Product" queries={productQueries} name={(product) => product.name} historyFields={PRODUCT_HISTORY_FIELDS}>
      {(product, reload) => <ProductEditor product={product} onReload={reload} />}
    </RecordPage>
  );
}

function ProductEditor({ product, onReload }: { product: AdminProduct; onReload: () => void }) {
  const form = useProductForm(product);
  const update = productQueries.useUpdate(product.id);
  const restore = productQueries.useRestore();
  const options = useCategoryAndBrandOptions();
  // A deleted product stays on its page (saying Deleted, with Restore): the delete refreshes the record,
  // which remounts this editor at its new version.
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <div className="admin-page-head">
        <h1>{product.name}</h1>
        {product.deletedAt ? <StatusBadge tone="bad">Deleted</StatusBadge> : product.isFeatured ? <StatusBadge tone="good">Featured</StatusBadge> : null}
      </div>
      <ProductForm
        form={form}
        {...options}
        submitLabel="Save changes"
        onReload={onReload}
        onSave={async (values) => {
          const saved = await update.mutateAsync({ ...values, version: product.version });
          showToast({ title: 'Product saved', description: `“${saved.name}” is updated.` });
        }}
        extraActions={
          product.deletedAt ? (
            <button
              type="button"
              className="small-button"
              disabled={restore.isPending}
              onClick={() =>
                restore.mutate(
                  { id: product.id },
                  {
                    onSuccess: () => showToast({ title: 'Restored', description: `“${product.name}” is back.` }),
                    onError: (error) => showToast({ title: 'Not saved', description: errorText(error) ?? '' }, 'destructive'),
                  },
                )
              }
            >
              Restore product
            </button>
          ) : (
            <>
              <DuplicateProductButton id={product.id} name={product.name} />
              <button type="button" className="small-button small-button--danger" onClick={() => setDeleting(true)}>
                Delete product
              </button>
            </>
          )
        }
      />
      <DeleteDialog
        record={deleting ? product : null}
        noun="product"
        name={(row) => row.name}
        queries={productQueries}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
