import { useId, useState } from 'react';
import { pickupRemoveQuerySchema, type PickupProductRow } from '../../../../shared/admin/pickup-product.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText } from '../api/resource-queries';
import { useRemovePickupProduct } from '../api/use-pickup-products';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { pickupRowName } from './pickup-texts';

/** The store stops offering a product for pickup (kept as a removed row, with its history), with a reason. */
export function PickupRemoveDialog({ row, onClose }: { row: PickupProductRow; onClose: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ reason?: string; form?: string }>({});
  const remove = useRemovePickupProduct();
  const confirm = () => {
    const parsed = pickupRemoveQuerySchema.safeParse({ version: row.version, reason });
    if (!parsed.success) {
      setError({ reason: parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message });
      return;
    }
    remove.mutate(
      { id: row.id, ...parsed.data },
      {
        onSuccess: () => {
          showToast({ title: 'Removed from pickup', description: `${pickupRowName(row)} is no longer offered at ${row.storeName}.` });
          onClose();
        },
        onError: (failure) => setError({ form: errorText(failure) ?? undefined }),
      },
    );
  };
  return (
    <ConfirmDialog open tone="danger" title={`Remove ${pickupRowName(row)} from ${row.storeName}?`} confirmLabel="Remove" busy={remove.isPending} onConfirm={confirm} onCancel={onClose}>
      <p>Shoppers can no longer choose it for pickup at this store. Its stock and history are kept; you can add it again later.</p>
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason</label>
        <textarea id={`${id}-reason`} rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} aria-invalid={error.reason ? true : undefined} />
        {error.reason ? (
          <p className="field-error" role="alert">
            {error.reason}
          </p>
        ) : null}
      </div>
      {error.form ? (
        <p className="form-alert" role="alert">
          {error.form}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
