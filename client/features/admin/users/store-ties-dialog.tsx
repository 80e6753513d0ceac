import { useState } from 'react';
import type { AccountRow } from '../../../../shared/admin/accounts.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText } from '../api/resource-queries';
import { useActiveStores, useStoreTies } from '../api/use-accounts';
import { ConfirmDialog } from '../kit/confirm-dialog';

/**
 * The stores a store manager or staff member works in: a checkbox per active store, saved as one set.
 * A store tied earlier and since closed stays listed (and can be untied) so nothing is hidden.
 */
export function StoreTiesDialog({ account, onClose }: { account: AccountRow; onClose: () => void }) {
  const stores = useActiveStores(true);
  const save = useStoreTies();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(account.stores.map((store) => store.id)));
  const choices = [
    ...(stores.data ?? []).map((store) => ({ id: store.id, label: `${store.name} (${store.city}, ${store.country})` })),
    ...account.stores.filter((tied) => !(stores.data ?? []).some((store) => store.id === tied.id)).map((tied) => ({ id: tied.id, label: `${tied.name} (closed)` })),
  ];
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const name = account.name || account.email;
  return (
    <ConfirmDialog
      open
      title={`Stores of ${name}`}
      confirmLabel="Save stores"
      busy={save.isPending}
      onCancel={onClose}
      onConfirm={() =>
        save.mutate(
          { id: account.id, storeIds: [...chosen] },
          {
            onSuccess: () => {
              showToast({ title: 'Saved', description: `${name} works in ${chosen.size === 0 ? 'no store' : chosen.size === 1 ? '1 store' : `${chosen.size} stores`}.` });
              onClose();
            },
          },
        )
      }
    >
      <p>Pickup verification and the per-store screens show this person only their stores’ orders.</p>
      {stores.isPending ? <p role="status">Loading stores...</p> : null}
      {stores.error ? (
        <p className="form-alert" role="alert">
          {errorText(stores.error)}
        </p>
      ) : null}
      {stores.data && choices.length === 0 ? <p>There are no active stores yet.</p> : null}
      <fieldset className="store-picker">
        <legend className="visually-hidden">Stores</legend>
        {choices.map((choice) => (
          <label key={choice.id}>
            <input type="checkbox" checked={chosen.has(choice.id)} onChange={(event) => toggle(choice.id, event.target.checked)} />
            {choice.label}
          </label>
        ))}
      </fieldset>
      {save.error ? (
        <p className="form-alert" role="alert">
          {errorText(save.error)}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
