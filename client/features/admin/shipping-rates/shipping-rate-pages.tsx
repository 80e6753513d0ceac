import { SHIPPING_RATE_HISTORY_FIELDS } from './history-fields';
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { AdminShippingRate } from '../../../../shared/admin/shipping-rate.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { shippingRateQueries } from '../api/use-shipping-rates';
import { DeleteDialog } from '../kit/delete-dialog';
import { RecordPage } from '../kit/record-page';
import { ActiveBadge } from '../kit/status-badge';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { ShippingRateForm, useShippingRateForm } from './shipping-rate-form';

/** /admin/shipping-rates/new */
export function ShippingRateNewPage() {
  useBreadcrumb('New rate');
  const form = useShippingRateForm();
  const create = shippingRateQueries.useCreate();
  const navigate = useNavigate();
  return (
    <div data-testid="page-admin-shipping-rate-new">
      <h1>New shipping rate</h1>
      <ShippingRateForm
        form={form}
        submitLabel="Create rate"
        onSave={async (values) => {
          const created = await create.mutateAsync(values);
          showToast({ title: 'Shipping rate created', description: `The ${created.country} rate is saved.` });
          await navigate({ to: '/admin/shipping-rates/$id', params: { id: created.id } });
        }}
      />
    </div>
  );
}

/** /admin/shipping-rates/$id */
export function ShippingRateEditPage({ id }: { id: string }) {
  return (
    <RecordPage id={id} testId="page-admin-shipping-rate-edit" noun="Shipping rate" queries={shippingRateQueries} name={(row) => `${row.country} rate`} historyFields={SHIPPING_RATE_HISTORY_FIELDS}>
      {(row, reload) => <ShippingRateEditor rate={row} onReload={reload} />}
    </RecordPage>
  );
}

function ShippingRateEditor({ rate, onReload }: { rate: AdminShippingRate; onReload: () => void }) {
  const form = useShippingRateForm(rate);
  const update = shippingRateQueries.useUpdate(rate.id);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <div className="admin-page-head">
        <h1>{rate.country} shipping rate</h1>
        <ActiveBadge isActive={rate.isActive} deletedAt={rate.deletedAt} />
      </div>
      <ShippingRateForm
        form={form}
        submitLabel="Save changes"
        onReload={onReload}
        onSave={async (values) => {
          const saved = await update.mutateAsync({ ...values, version: rate.version });
          showToast({ title: 'Shipping rate saved', description: `The ${saved.country} rate is updated.` });
        }}
        extraActions={
          rate.deletedAt ? null : (
            <button type="button" className="small-button small-button--danger" onClick={() => setDeleting(true)}>
              Delete rate
            </button>
          )
        }
      />
      <DeleteDialog record={deleting ? rate : null} noun="shipping rate" name={(row) => `${row.country} rate`} queries={shippingRateQueries} onClose={() => setDeleting(false)} onDeleted={() => void navigate({ to: '/admin/shipping-rates' })} />
    </>
  );
}
