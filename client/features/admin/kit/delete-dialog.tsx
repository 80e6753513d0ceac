import { useId, useState } from 'react';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText, type ResourceQueries } from '../api/resource-queries';
import { ConfirmDialog } from './confirm-dialog';

interface Deletable {
  id: string;
  version: string;
  /** Live products that use the record (categories, brands): they must move before it goes. */
  productCount?: number;
}

/**
 * Deleting a record (soft: it can be restored). For a category or brand that products use, the
 * server refuses with their count; staff may instead choose another record to move them to, and
 * the server moves them and deletes in one transaction.
 */
export function DeleteDialog<Row extends Deletable>({
  record,
  noun,
  name,
  queries,
  onClose,
  onDeleted,
}: {
  record: Row | null;
  /** "category", "brand", "slide". */
  noun: string;
  name: (row: Row) => string;
  queries: ResourceQueries<Row>;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = queries.useRemove();
  const restore = queries.useRestore();
  const usedBy = record?.productCount ?? 0;
  const targets = queries.useList({ page: 1, pageSize: 100, deleted: 'no', sort: 'name.asc' }, usedBy > 0);
  const [moveTo, setMoveTo] = useState('');
  const selectId = useId();
  const close = () => {
    remove.reset();
    setMoveTo('');
    onClose();
  };
  const label = record ? name(record) : '';
  const confirmDelete = async () => {
    if (!record) return;
    // Awaited, not mutate's own onSuccess: the delete refetches the record, whose new version
    // remounts an edit page (and this dialog) before mutate's callbacks would run; they never would.
    const deleted = await remove.mutateAsync({ id: record.id, version: record.version, ...(moveTo ? { moveTo } : {}) }).then(
      () => true,
      () => false, // remove.error shows why
    );
    if (!deleted) return;
    const id = record.id;
    // Undo is the record's restore (the same audited write as the list's Restore). Not offered when its
    // products were moved: restoring the record would not move them back.
    const undo = moveTo
      ? undefined
      : {
          label: 'Undo',
          run: () =>
            void restore.mutateAsync({ id }).then(
              () => showToast({ title: 'Restored', description: `“${label}” is back.` }),
              (error: unknown) => showToast({ title: 'Not restored', description: errorText(error) ?? '' }, 'destructive'),
            ),
        };
    showToast({ title: 'Deleted', description: `“${label}” is hidden from the shop. You can restore it from the list.` }, 'default', undo);
    close();
    onDeleted?.();
  };

  return (
    <ConfirmDialog
      open={record !== null}
      title={`Delete “${label}”?`}
      confirmLabel={moveTo ? 'Move products and delete' : 'Delete'}
      tone="danger"
      busy={remove.isPending}
      onCancel={close}
      onConfirm={() => void confirmDelete()}
    >
      <p>Shoppers will no longer see this {noun}. You can restore it later.</p>
      {usedBy > 0 ? (
        <div className="field">
          <p>
            {usedBy === 1 ? '1 product uses' : `${usedBy} products use`} this {noun}. Move them to another one, or the delete is refused.
          </p>
          <label htmlFor={selectId}>Move its products to</label>
          <select id={selectId} value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
            <option value="">Don’t move them</option>
            {(targets.data?.rows ?? [])
              .filter((target) => target.id !== record?.id)
              .map((target) => (
                <option key={target.id} value={target.id}>
                  {name(target)}
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
