import { useMemo } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ACTIVITY_SCREENS, activityListQuerySchema, type ActivityListQuery } from '../../../../shared/admin/activity.schema';
import { SCREENS } from '../../../../shared/admin/screens';
import { DataTable, type ListFilter } from '../kit/data-table';
import { changeListQuery, listQueryFromSearch, searchFromListQuery } from '../kit/list-search';
import { activityColumns, screenName, type ActivityLine } from './activity-columns';
import { ActivityFilters } from './activity-filters';
import { useActivity, useActivityActors } from '../api/use-activity';
import './activity.css';

const SCREEN_FILTER: ListFilter = {
  key: 'screen',
  label: 'Screen',
  options: ACTIVITY_SCREENS.map((screen) => ({ value: screen, label: screenName(screen) })).sort((a, b) => a.label.localeCompare(b.label)),
};

/** The audit log for admins: every back-office change, filtered by who, screen, record and days, newest first. */
export function ActivityPage() {
  const search = useSearch({ from: '/admin/activity' });
  const navigate = useNavigate({ from: '/admin/activity' });
  const query = useMemo(() => listQueryFromSearch(activityListQuerySchema, search), [search]);
  const activity = useActivity(query);
  const actors = useActivityActors();

  const change = (next: Partial<ActivityListQuery>) => void navigate({ search: searchFromListQuery(changeListQuery(query, next)) });
  const page = useMemo(
    () => (activity.data ? { ...activity.data, rows: activity.data.rows.map((row): ActivityLine => ({ ...row, id: String(row.id) })) } : undefined),
    [activity.data],
  );
  const filters: ListFilter[] = [
    {
      key: 'actor',
      label: 'Who',
      options: (actors.data?.actors ?? []).map((actor) => ({ value: actor.id, label: `${actor.name} (${actor.email})` })),
    },
    SCREEN_FILTER,
  ];
  const filtered = Boolean(query.actor || query.screen || query.entityType || query.entityId || query.from || query.to || query.q);

  return (
    <div data-testid="page-admin-activity">
      <div className="admin-page-head">
        <h1>{SCREENS.activity.title}</h1>
        {filtered ? (
          <button type="button" className="small-button" onClick={() => void navigate({ search: {} })}>
            Clear all filters
          </button>
        ) : null}
      </div>
      <p className="lede">{SCREENS.activity.purpose}</p>
      <ActivityFilters query={query} onApply={change} />
      <DataTable
        resource="activity"
        caption="Changes"
        columns={activityColumns}
        query={query}
        onQueryChange={change}
        page={page}
        loading={activity.isFetching}
        error={activity.error ? activity.error.message : null}
        searchLabel="Search who, action or record"
        filters={filters}
      />
    </div>
  );
}
