import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { AdminBrand } from '../../../../shared/admin/brand.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { brandQueries } from '../api/use-brands';
import { DeleteDialog } from '../kit/delete-dialog';
import { RecordPage } from '../kit/record-page';
import { ActiveBadge } from '../kit/status-badge';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { BrandForm, useBrandForm } from './brand-form';

/** /admin/brands/new */
export function BrandNewPage() {
  useBreadcrumb('New brand');
  const form = useBrandForm();
  const create = brandQueries.useCreate();
  const navigate = useNavigate();
  return (
    <div data-testid="page-admin-brand-new">
      <h1>New brand</h1>
      <BrandForm
        form={form}
        submitLabel="Create brand"
        onSave={async (values) => {
          const created = await create.mutateAsync(values);
          showToast({ title: 'Brand created', description: `“${created.name}” is saved.` });
          await navigate({ to: '/admin/brands/$id', params: { id: created.id } });
        }}
      />
    </div>
  );
}

/** /admin/brands/$id: edit a brand, see its history, delete it. */
export function BrandEditPage({ id }: { id: string }) {
  return (
    <RecordPage id={id} testId="page-admin-brand-edit" noun="Brand" queries={brandQueries} name={(brand) => brand.name}>
      {(brand, reload) => <BrandEditor brand={brand} onReload={reload} />}
    </RecordPage>
  );
}

function BrandEditor({ brand, onReload }: { brand: AdminBrand; onReload: () => void }) {
  const form = useBrandForm(brand);
  const update = brandQueries.useUpdate(brand.id);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <div className="admin-page-head">
        <h1>{brand.name}</h1>
        <ActiveBadge isActive={brand.isActive} deletedAt={brand.deletedAt} />
      </div>
      <p className="muted">{brand.productCount === 1 ? '1 product' : `${brand.productCount} products`}</p>
      <BrandForm
        form={form}
        submitLabel="Save changes"
        onReload={onReload}
        onSave={async (values) => {
          const saved = await update.mutateAsync({ ...values, version: brand.version });
          showToast({ title: 'Brand saved', description: `“${saved.name}” is updated.` });
        }}
        extraActions={
          brand.deletedAt ? null : (
            <button type="button" className="small-button small-button--danger" onClick={() => setDeleting(true)}>
              Delete brand
            </button>
          )
        }
      />
      <DeleteDialog record={deleting ? brand : null} noun="brand" name={(row) => row.name} queries={brandQueries} onClose={() => setDeleting(false)} onDeleted={() => void navigate({ to: '/admin/brands' })} />
    </>
  );
}
