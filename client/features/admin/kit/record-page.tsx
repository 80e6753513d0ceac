import type { ReactNode } from 'react';
import { errorText, type ResourceQueries } from '../api/resource-queries';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { RecordHistory } from './record-history';
import type { HistoryFields } from './record-changes';

/**
 * A record's edit page: the record read from the server (its name in the breadcrumbs), the editor
 * beside the record's history. The editor is keyed by the record's version, so a reload after a
 * conflict starts it again from what the server holds.
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
  useBreadcrumb(record.data ? `“${name(record.data)}”` : noun);
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
          <div key={record.data.version}>{children(record.data, () => void record.refetch())}</div>
          <RecordHistory rows={history.data} loading={history.isFetching} error={errorText(history.error)} fields={historyFields} />
        </div>
      )}
    </div>
  );
}
