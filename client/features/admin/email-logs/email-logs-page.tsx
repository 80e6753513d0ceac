import { useMemo } from 'react';
import { EMAIL_LOG_STATUSES, EMAIL_LOG_STATUS_LABELS, emailLogListQuerySchema, type EmailLogListQuery } from '../../../../shared/admin/email-logs.schema';
import { SCREENS } from '../../../../shared/admin/screens';
import { DataTable, type ListFilter } from '../kit/data-table';
import { DayRangeFilter } from '../kit/day-range-filter';
import { changeListQuery, listQueryFromSearch, searchFromListQuery, type ListSearch } from '../kit/list-search';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { emailLogColumns } from './email-log-columns';
import { templateName } from './email-log-status';
import { useEmailLogs, useEmailLogTemplates } from '../api/use-email-logs';
import './email-logs.css';

const STATUS_FILTER: ListFilter = { key: 'status', label: 'Status', options: EMAIL_LOG_STATUSES.map((status) => ({ value: status, label: EMAIL_LOG_STATUS_LABELS[status] })) };

/** /admin/email-logs: every message the shop sent or failed to send, newest first, filtered (docs/decisions/053). */
export function EmailLogsPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  useBreadcrumb(null);
  const query = useMemo(() => listQueryFromSearch(emailLogListQuerySchema, search), [search]);
  const logs = useEmailLogs(query);
  const templates = useEmailLogTemplates();
  const change = (next: Partial<EmailLogListQuery>) => onSearch(searchFromListQuery(changeListQuery(query, next)));
  const filters: ListFilter[] = [{ key: 'template', label: 'Template', options: (templates.data?.templates ?? []).map((template) => ({ value: template, label: templateName(template) })) }, STATUS_FILTER];
  const filtered = Boolean(query.template || query.status || query.from || query.to || query.q || query.orderId || query.campaignId);
  return (
    <div data-testid="page-admin-email-logs">
      <div className="admin-page-head">
        <h1>{SCREENS['email-logs'].title}</h1>
        {filtered ? (
          <button type="button" className="small-button" onClick={() => onSearch({})}>
            Clear all filters
          </button>
        ) : null}
      </div>
      <p className="lede">{SCREENS['email-logs'].purpose}</p>
      {query.campaignId ? (
        <p className="email-log-campaign" data-testid="email-log-campaign-filter">
          Messages of campaign <code>{query.campaignId}</code>{' '}
          <button type="button" className="small-button" onClick={() => change({ campaignId: undefined })}>
            Show all campaigns
          </button>
        </p>
      ) : null}
      <DayRangeFilter query={query} onApply={change} label="Sent between" />
      <DataTable
        resource="email-logs"
        caption="Messages"
        columns={emailLogColumns}
        query={query}
        onQueryChange={change}
        page={logs.data}
        loading={logs.isFetching}
        error={logs.error ? logs.error.message : null}
        searchLabel="Search recipient or subject"
        filters={filters}
      />
    </div>
  );
}
