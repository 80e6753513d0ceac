import type { ReactNode } from 'react';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText, type ResourceQueries } from '../api/resource-queries';

interface ActionableRow {
  id: string;
  version: string;
  deletedAt: string | null;
}

/**
 * A list row's actions: move up/down (ordered lists), edit and delete; a deleted row's only action is
 * restore. Failures (already first, changed meanwhile) are toasted with the server's words.
 */
export function RowActions<Row extends ActionableRow>({
  row,
  label,
  queries,
  editLink,
  onDelete,
  ordered = false,
  extraActions,
}: {
  row: Row;
  label: string;
  queries: ResourceQueries<Row>;
  editLink: ReactNode;
  onDelete: (row: Row) => void;
  ordered?: boolean;
  /** A screen's own actions on a live row (a product's Duplicate), after Edit. */
  extraActions?: ReactNode;
}) {
  const move = queries.useMove();
  const restore = queries.useRestore();
  const failed = (error: unknown) => showToast({ title: 'Not saved', description: errorText(error) ?? '' }, 'destructive');
  if (row.deletedAt) {
    return (
      <div className="row-actions">
        <button
          type="button"
          className="small-button"
          disabled={restore.isPending}
          onClick={() => restore.mutate({ id: row.id }, { onSuccess: () => showToast({ title: 'Restored', description: `“${label}” is back.` }), onError: failed })}
        >
          Restore<span className="visually-hidden"> {label}</span>
        </button>
      </div>
    );
  }
  return (
    <div className="row-actions">
      {ordered ? (
        <>
          <button type="button" className="small-button" disabled={move.isPending} onClick={() => move.mutate({ id: row.id, direction: 'up' }, { onError: failed })}>
            <span aria-hidden="true">↑</span>
            <span className="visually-hidden">Move {label} up</span>
          </button>
          <button type="button" className="small-button" disabled={move.isPending} onClick={() => move.mutate({ id: row.id, direction: 'down' }, { onError: failed })}>
            <span aria-hidden="true">↓</span>
            <span className="visually-hidden">Move {label} down</span>
          </button>
        </>
      ) : null}
      {editLink}
      {extraActions}
      <button type="button" className="small-button small-button--danger" onClick={() => onDelete(row)}>
        Delete<span className="visually-hidden"> {label}</span>
      </button>
    </div>
  );
}
