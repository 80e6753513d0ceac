import { useId, useState } from 'react';
import type { AdminProductRow, ProductBulk } from '../../../../shared/admin/product.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText } from '../api/resource-queries';
import { productRowQueries } from '../api/use-products';
import { ConfirmDialog } from '../kit/confirm-dialog';
import type { RecordOption } from './record-options';

const NO_CATEGORY = 'none';

/** The actions on the selected products: feature, unfeature, move to a category, delete (asked first). */
export function ProductBulkBar({ selected, clear, categories }: { selected: AdminProductRow[]; clear: () => void; categories: RecordOption[] }) {
  const bulk = productRowQueries.useBulk();
  const restore = productRowQueries.useRestore();
  const [categoryId, setCategoryId] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const selectId = useId();
  const count = selected.length === 1 ? '1 product' : `${selected.length} products`;

  // Undo of a bulk delete: each product it deleted restored (its own audited restore), not those deleted before.
  const undoDelete = (ids: string[]) => ({
    label: 'Undo',
    run: () =>
      void (async () => {
        let restored = 0;
        for (const id of ids) restored += await restore.mutateAsync({ id }).then(() => 1, () => 0);
        showToast(restored === ids.length ? { title: 'Restored', description: `${count} are back.` } : { title: 'Partly restored', description: `${restored} of ${ids.length} are back.` }, restored === ids.length ? 'default' : 'destructive');
      })(),
  });
  const run = (body: ProductBulk, done: string) =>
    bulk.mutate(body, {
      onSuccess: () => {
        const live = selected.filter((row) => !row.deletedAt).map((row) => row.id);
        showToast({ title: 'Saved', description: `${count} ${done}.` }, 'default', body.action === 'delete' && live.length > 0 ? undoDelete(live) : undefined);
        clear();
      },
      onError: (error) => showToast({ title: 'Not saved', description: errorText(error) ?? '' }, 'destructive'),
    });
  const ids = selected.map((row) => row.id);

  return (
    <>
      <button type="button" className="small-button" disabled={bulk.isPending} onClick={() => run({ action: 'feature', ids }, 'featured')}>
        Feature
      </button>
      <button type="button" className="small-button" disabled={bulk.isPending} onClick={() => run({ action: 'unfeature', ids }, 'no longer featured')}>
        Unfeature
      </button>
      <span className="bulk-bar__group">
        <label htmlFor={selectId}>Category</label>
        <select id={selectId} value={categoryId} onChange={(event) => setCategoryId(event.target.value)}>
          <option value="">Choose...</option>
          <option value={NO_CATEGORY}>No category</option>
          {categories.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="small-button"
          disabled={bulk.isPending || categoryId === ''}
          onClick={() => run({ action: 'set-category', ids, categoryId: categoryId === NO_CATEGORY ? null : categoryId }, 'moved')}
        >
          Set category
        </button>
      </span>
      <button type="button" className="small-button small-button--danger" disabled={bulk.isPending} onClick={() => setConfirmingDelete(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={confirmingDelete}
        title={`Delete ${count}?`}
        confirmLabel="Delete"
        tone="danger"
        busy={bulk.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          run({ action: 'delete', ids }, 'deleted');
        }}
      >
        <p>Shoppers will no longer see them. A deleted product can be restored from the list’s Deleted filter.</p>
      </ConfirmDialog>
    </>
  );
}
