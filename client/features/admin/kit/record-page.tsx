import { useState, type ReactNode } from 'react';
import type { AuditEntry } from '../../../../shared/admin/api';
import { RECORD_TEXTS } from '../../../../shared/admin/live';
import { useSession } from '../../../lib/session/current-user';
import { errorText, type ResourceQueries } from '../api/resource-queries';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { RecordHistory } from './record-history';
import type { HistoryFields } from './record-changes';

/**
 * Who changed the record since its editor was opened, if someone else did: the history's newest
 * entry when it is not the one that stood when this version of the record was shown, and not the
 * viewer's own. The history follows the change feed (use-admin-live.ts); the record does not, so
 * nobody's typing is reset under them.
 */
export function changedByOther(history: readonly AuditEntry[] | undefined, entryWhenShown: number | null, viewerId: string | undefined): string | null {
  const newest = history?.[0];
  if (!newest || newest.id === entryWhenShown || (entryWhenShown !== null && newest.id < entryWhenShown)) return null;
  if (newest.actor && newest.actor.id === viewerId) return null;
  return newest.actor?.name || newest.actor?.email || RECORD_TEXTS.someoneElse;
}

/**
 * A record's edit page: the record read from the server (its name in the breadcrumbs), the editor
 * beside the record's history. The editor is keyed by the record's version, so a reload after a
 * conflict starts it again from what the server holds. When someone else changes the record while it
 * is open, it says so ("Changed by … just now — reload to see it") before its user saves into a 409.
 */
export function RecordPage<Row extends { id: string; version: string }>({
  id,
  testId,
  noun,
  queries,
  name,
  historyFields,
  children,
}: {
  id: string;
  testId: string;
  /** "Category", "Brand", "Slide". */
  noun: string;
  queries: ResourceQueries<Row>;
  name: (row: Row) => string;
  /** How the record's own fields read in its history (money, sizes), beyond the kit's defaults. */
  historyFields?: HistoryFields;
  children: (row: Row, reload: () => void) => ReactNode;
}) {
  const record = queries.useRecord(id);
  const history = queries.useHistory(id);
  const viewer = useSession().user;
  useBreadcrumb(record.data ? `“${name(record.data)}”` : noun);
  // The history's newest entry when this version of the record was first shown beside its history.
  const [shown, setShown] = useState<{ version: string; entryId: number | null } | null>(null);
  if (record.data && history.data && !history.isFetching && shown?.version !== record.data.version) {
    setShown({ version: record.data.version, entryId: history.data[0]?.id ?? null });
  }
  const changedBy = shown && shown.version === record.data?.version ? changedByOther(history.data, shown.entryId, viewer?.id) : null;
  return (
    <div data-testid={testId}>
      {record.error ? (
        <>
          <h1>{noun}</h1>
          <p className="form-alert" role="alert">
            {errorText(record.error)}
          </p>
        </>
      ) : !record.data ? (
        <p role="status">Loading...</p>
      ) : (
        <div className="record-layout">
          <div key={record.data.version}>
            {changedBy ? (
              <p className="notice record-changed" role="status" data-testid="record-changed">
                {RECORD_TEXTS.changedBy(changedBy)}{' '}
                <button type="button" className="small-button" onClick={() => void record.refetch()}>
                  {RECORD_TEXTS.reload}
                </button>
              </p>
            ) : null}
            {children(record.data, () => void record.refetch())}
          </div>
          <RecordHistory rows={history.data} loading={history.isFetching} error={errorText(history.error)} fields={historyFields} />
        </div>
      )}
    </div>
  );
}
