import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { AdminTaxRate } from '../../../../shared/admin/tax-rate.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { taxRateQueries } from '../api/use-tax-rates';
import { DeleteDialog } from '../kit/delete-dialog';
import { RecordPage } from '../kit/record-page';
import { ActiveBadge } from '../kit/status-badge';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { taxRateName } from './columns';
import { TaxRateForm, useTaxRateForm } from './tax-rate-form';

/** /admin/tax-rates/new */
export function TaxRateNewPage() {
  useBreadcrumb('New rate');
  const form = useTaxRateForm();
  const create = taxRateQueries.useCreate();
  const navigate = useNavigate();
  return (
    <div data-testid="page-admin-tax-rate-new">
      <h1>New tax rate</h1>
      <TaxRateForm
        form={form}
        submitLabel="Create rate"
        onSave={async (values) => {
          const created = await create.mutateAsync(values);
          showToast({ title: 'Tax rate created', description: `${taxRateName(created)} is saved.` });
          await navigate({ to: '/admin/tax-rates/$id', params: { id: created.id } });
        }}
      />
    </div>
  );
}

/** /admin/tax-rates/$id */
export function TaxRateEditPage({ id }: { id: string }) {
  return (
    <RecordPage id={id} testId="page-admin-tax-rate-edit" noun="Tax rate" queries={taxRateQueries} name={taxRateName}>
      {(row, reload) => <TaxRateEditor rate={row} onReload={reload} />}
    </RecordPage>
  );
}

function TaxRateEditor({ rate, onReload }: { rate: AdminTaxRate; onReload: () => void }) {
  const form = useTaxRateForm(rate);
  const update = taxRateQueries.useUpdate(rate.id);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <div className="admin-page-head">
        <h1>{taxRateName(rate)}</h1>
        <ActiveBadge isActive={rate.isActive} deletedAt={rate.deletedAt} />
      </div>
      <TaxRateForm
        form={form}
        submitLabel="Save changes"
        onReload={onReload}
        onSave={async (values) => {
          const saved = await update.mutateAsync({ ...values, version: rate.version });
          showToast({ title: 'Tax rate saved', description: `${taxRateName(saved)} is updated.` });
        }}
        extraActions={
          rate.deletedAt ? null : (
            <button type="button" className="small-button small-button--danger" onClick={() => setDeleting(true)}>
              Delete rate
            </button>
          )
        }
      />
      <DeleteDialog record={deleting ? rate : null} noun="tax rate" name={taxRateName} queries={taxRateQueries} onClose={() => setDeleting(false)} onDeleted={() => void navigate({ to: '/admin/tax-rates' })} />
    </>
  );
}
