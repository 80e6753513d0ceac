import { useId, useState } from 'react';
import type { AdminCategory } from '../../../../shared/admin/category.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { categoryQueries } from '../api/use-categories';
import { errorText } from '../api/resource-queries';
import { ConfirmDialog } from '../kit/confirm-dialog';

/**
 * Deleting a category. One that products use is refused by the server with their count; here staff
 * may instead choose another category to move those products to, and the server moves them and
 * deletes in one go. A deleted category can be restored.
 */
export function CategoryDeleteDialog({ category, onClose, onDeleted }: { category: AdminCategory | null; onClose: () => void; onDeleted?: () => void }) {
  const remove = categoryQueries.useRemove();
  const others = categoryQueries.useList({ page: 1, pageSize: 100, deleted: 'no', sort: 'name.asc' });
  const [moveTo, setMoveTo] = useState('');
  const selectId = useId();
  const close = () => {
    remove.reset();
    setMoveTo('');
    onClose();
  };
  const targets = (others.data?.rows ?? []).filter((candidate) => candidate.id !== category?.id);

  return (
    <ConfirmDialog
      open={category !== null}
      title={`Delete “${category?.name ?? ''}”?`}
      confirmLabel={moveTo ? 'Move products and delete' : 'Delete'}
      tone="danger"
      busy={remove.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!category) return;
        remove.mutate(
          { id: category.id, version: category.version, ...(moveTo ? { moveProductsTo: moveTo } : {}) },
          {
            onSuccess: () => {
              showToast({ title: 'Category deleted', description: `“${category.name}” is hidden from the shop. You can restore it from the list.` });
              close();
              onDeleted?.();
            },
          },
        );
      }}
    >
      <p>Shoppers will no longer see it. You can restore it later.</p>
      {category && category.productCount > 0 ? (
        <div className="field">
          <p>
            {category.productCount === 1 ? '1 product uses' : `${category.productCount} products use`} this category. Move them to another one first, or the delete is
            refused.
          </p>
          <label htmlFor={selectId}>Move its products to</label>
          <select id={selectId} value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
            <option value="">Don’t move them</option>
            {targets.map((target) => (
              <option key={target.id} value={target.id}>
                {target.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {remove.error ? (
        <p className="form-alert" role="alert" data-testid="delete-error">
          {errorText(remove.error)}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
