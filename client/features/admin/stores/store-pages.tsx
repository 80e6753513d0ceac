import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { AdminStore } from '../../../../shared/admin/store.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { storeQueries } from '../api/use-stores';
import { DeleteDialog } from '../kit/delete-dialog';
import { RecordPage } from '../kit/record-page';
import { ActiveBadge } from '../kit/status-badge';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { StoreForm, useStoreForm } from './store-form';

/** /admin/stores/new (admins only: the server refuses anyone else). */
export function StoreNewPage() {
  useBreadcrumb('New store');
  const form = useStoreForm();
  const create = storeQueries.useCreate();
  const navigate = useNavigate();
  return (
    <div data-testid="page-admin-store-new">
      <h1>New store</h1>
      <StoreForm
        form={form}
        submitLabel="Create store"
        onSave={async (values) => {
          const created = await create.mutateAsync(values);
          showToast({ title: 'Store created', description: `“${created.name}” is saved.` });
          await navigate({ to: '/admin/stores/$id', params: { id: created.id } });
        }}
      />
    </div>
  );
}

/** /admin/stores/$id: edit a store, see its history, delete it. */
export function StoreEditPage({ id }: { id: string }) {
  return (
    <RecordPage id={id} testId="page-admin-store-edit" noun="Store" queries={storeQueries} name={(store) => store.name}>
      {(store, reload) => <StoreEditor store={store} onReload={reload} />}
    </RecordPage>
  );
}

function StoreEditor({ store, onReload }: { store: AdminStore; onReload: () => void }) {
  const form = useStoreForm(store);
  const update = storeQueries.useUpdate(store.id);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <div className="admin-page-head">
        <h1>{store.name}</h1>
        <ActiveBadge isActive={store.isActive} deletedAt={store.deletedAt} />
      </div>
      {store.timeZone === null ? <p className="muted">No time zone was set yet: the suggested one is filled in.</p> : null}
      <StoreForm
        form={form}
        submitLabel="Save changes"
        onReload={onReload}
        onSave={async (values) => {
          const saved = await update.mutateAsync({ ...values, version: store.version });
          showToast({ title: 'Store saved', description: `“${saved.name}” is updated.` });
        }}
        extraActions={
          store.deletedAt ? null : (
            <button type="button" className="small-button small-button--danger" onClick={() => setDeleting(true)}>
              Delete store
            </button>
          )
        }
      />
      <DeleteDialog record={deleting ? store : null} noun="store" name={(row) => row.name} queries={storeQueries} onClose={() => setDeleting(false)} onDeleted={() => void navigate({ to: '/admin/stores' })} />
    </>
  );
}
