import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { listEmptyText } from '../../../../shared/admin/empty-states';
import type { BaseListQuery } from '../../../../shared/admin/list-query';
import { SAVED_VIEW_TEXTS as T, savedViewNameSchema, type SavedView, type SavedViewList } from '../../../../shared/admin/saved-views';
import { isAdmin } from '../../../../shared/roles';
import { useSession } from '../../../lib/session/current-user';
import { errorText } from '../api/resource-queries';
import { useSavedViews } from '../api/use-saved-views';
import { ConfirmDialog } from './confirm-dialog';
import { TextField } from './field';
import { FormDialog, useActionForm } from './form-dialog';
import { deviceStorage, readLastView, writeLastView } from './last-view';
import { applyViewChange, hiddenColumnsOf, showsView, viewSearchOf, visibilityOf } from './saved-view-query';
import './saved-views.css';

interface SavedViewsBarProps<Query extends BaseListQuery> {
  list: SavedViewList;
  query: Query;
  onQueryChange: (change: Partial<Query>) => void;
  columnVisibility: ColumnVisibilityState;
  onColumnVisibilityChange: (visibility: ColumnVisibilityState) => void;
}

const ALL = 'all';

/**
 * The saved views above a list (docs/decisions/101): choose one (or all), save the list as it is under a
 * name, update, rename or delete one's own, and (admins) share one with everyone. The last one chosen comes
 * back when the list opens with no search in its URL.
 */
export function SavedViewsBar<Query extends BaseListQuery>({ list, query, onQueryChange, columnVisibility, onColumnVisibilityChange }: SavedViewsBarProps<Query>) {
  const { user } = useSession();
  const admin = isAdmin(user?.roles ?? []);
  const { views, create, update, share, remove } = useSavedViews(list);
  /** The view picked in this visit; null until one is, while the URL and the last view decide. */
  const [chosen, setChosen] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'save' | 'rename' | 'delete' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const selectId = useId();
  const restored = useRef(false);
  const all = views.data ?? [];
  const shownId = chosen ?? all.find((view) => showsView(query, columnVisibility, view))?.id ?? ALL;
  const current = all.find((view) => view.id === shownId) ?? null;

  const apply = (view: SavedView | null) => {
    setChosen(view?.id ?? ALL);
    setFailure(null);
    if (user) writeLastView(deviceStorage(), user.id, list, view?.id ?? ALL);
    onQueryChange(applyViewChange(query, view?.query ?? {}));
    onColumnVisibilityChange(visibilityOf(view?.hiddenColumns ?? []));
  };

  // Once the views are known, a list opened with no search gets the last view chosen back (once per visit).
  // Only then: "Clear filters" later in the visit leaves the list plain, as asked.
  useEffect(() => {
    if (restored.current || !views.data || !user) return;
    restored.current = true;
    const plain = Object.keys(viewSearchOf(query)).length === 0;
    const last = readLastView(deviceStorage(), user.id, list);
    const lastView = views.data.find((view) => view.id === last);
    if (!plain || !lastView) return;
    onQueryChange(applyViewChange(query, lastView.query));
    onColumnVisibilityChange(visibilityOf(lastView.hiddenColumns));
  }, [views.data, user, list, query, onQueryChange, onColumnVisibilityChange]);

  const changed = current !== null && !showsView(query, columnVisibility, current);
  const mayChange = current !== null && (current.mine || (admin && current.shared));
  const act = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const things = listEmptyText(list).things;

  return (
    <div className="saved-views" role="group" aria-label={T.bar}>
      <label htmlFor={selectId}>{T.viewLabel}</label>
      <select id={selectId} value={current ? current.id : ALL} onChange={(event) => apply(all.find((view) => view.id === event.target.value) ?? null)}>
        <option value={ALL}>{T.all(things)}</option>
        {all.map((view) => (
          <option key={view.id} value={view.id}>
            {view.shared ? `${view.name} (${T.sharedMark}${view.mine ? '' : `, ${view.ownerName}`})` : view.name}
          </option>
        ))}
      </select>
      <button type="button" className="small-button" onClick={() => setDialog('save')}>
        {T.save}
      </button>
      {current && mayChange && changed ? (
        <button
          type="button"
          className="small-button"
          onClick={() => void act(() => update.mutateAsync({ id: current.id, version: current.version, query: viewSearchOf(query), hiddenColumns: hiddenColumnsOf(columnVisibility) }))}
        >
          {T.update}
        </button>
      ) : null}
      {current && mayChange ? (
        <>
          <button type="button" className="small-button" onClick={() => setDialog('rename')}>
            {T.rename}
          </button>
          <button type="button" className="small-button" onClick={() => setDialog('delete')}>
            {T.remove}
          </button>
        </>
      ) : null}
      {current && admin && (current.mine || current.shared) ? (
        <button type="button" className="small-button" onClick={() => void act(() => share.mutateAsync({ id: current.id, version: current.version, shared: !current.shared }))}>
          {current.shared ? T.unshare : T.share}
        </button>
      ) : null}
      {/* While the delete dialog is open, its failure is said inside it (the page behind is inert). */}
      {failure && dialog !== 'delete' ? (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      ) : null}

      {/* The dialogs outside the filter bar (whose compact field styles are not a form's), only while open. */}
      {dialog !== null && typeof document !== 'undefined'
        ? createPortal(
            <>
              {dialog === 'save' || (dialog === 'rename' && current) ? (
                <ViewNameDialog
                  title={dialog === 'save' ? T.saveTitle : T.renameTitle}
                  submitLabel={dialog === 'save' ? 'Save view' : 'Rename'}
                  hint={dialog === 'save' ? T.saveHint : undefined}
                  initial={dialog === 'rename' && current ? current.name : ''}
                  onSave={async (name) => {
                    if (dialog === 'rename' && current) {
                      await update.mutateAsync({ id: current.id, version: current.version, name });
                    } else {
                      const view = await create.mutateAsync({ name, query: viewSearchOf(query), hiddenColumns: hiddenColumnsOf(columnVisibility) });
                      setChosen(view.id);
                      if (user) writeLastView(deviceStorage(), user.id, list, view.id);
                    }
                    setDialog(null);
                  }}
                  onClose={() => setDialog(null)}
                />
              ) : null}
              <ConfirmDialog
                open={dialog === 'delete' && current !== null}
                title={T.removeTitle}
                confirmLabel={T.remove}
                tone="danger"
                busy={remove.isPending}
                onCancel={() => {
                  setDialog(null);
                  setFailure(null);
                }}
                onConfirm={() => {
                  if (!current) return;
                  void act(async () => {
                    await remove.mutateAsync({ id: current.id, version: current.version });
                    setDialog(null);
                    apply(null);
                  });
                }}
              >
                <p>{current ? (current.shared ? T.removeShared(current.name) : T.removeBody(current.name)) : null}</p>
                {failure ? (
                  <p className="form-alert" role="alert">
                    {failure}
                  </p>
                ) : null}
              </ConfirmDialog>
            </>,
            document.body,
          )
        : null}
    </div>
  );
}

function ViewNameDialog({ title, submitLabel, hint, initial, onSave, onClose }: { title: string; submitLabel: string; hint?: string; initial: string; onSave: (name: string) => Promise<void>; onClose: () => void }) {
  const form = useActionForm(savedViewNameSchema, { name: initial });
  return (
    <FormDialog form={form} title={title} submitLabel={submitLabel} testId="saved-view-dialog" onSave={({ name }) => onSave(name)} onClose={onClose}>
      <TextField<{ name: string }> name="name" label={T.name} hint={hint} />
    </FormDialog>
  );
}
