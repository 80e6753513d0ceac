import { SCREENS } from '../../../../shared/admin/screens';
import { canAccess } from '../../../../shared/roles';
import { useSession } from '../../../lib/session/current-user';
import { CountryFigures } from './country-figures';
import { RecentChanges } from './recent-changes';
import { useDashboard } from '../api/use-dashboard';
import './dashboard.css';
import { LoadFailed } from '../kit/query-state';

const asOf = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });

/** The back office's first screen: each country's sales and queues side by side, then the latest changes. */
export function DashboardPage() {
  const { user } = useSession();
  const dashboard = useDashboard();
  const data = dashboard.data;
  return (
    <div data-testid="page-admin">
      <div className="admin-page-head">
        <h1>Admin Dashboard</h1>
        {data ? <p className="muted">As of {asOf.format(new Date(data.asOf))}</p> : null}
      </div>
      <p className="lede">{SCREENS.dashboard.purpose}</p>
      {dashboard.error ? <LoadFailed what="The dashboard" error={dashboard.error} onRetry={() => void dashboard.refetch()} /> : null}
      {!data && dashboard.isPending ? <p role="status">Loading the dashboard...</p> : null}
      {data ? (
        <>
          <div className="dashboard-countries">
            {data.countries.map((country) => (
              <CountryFigures key={country.country} figures={country} />
            ))}
          </div>
          <RecentChanges changes={data.recentChanges} canOpenActivity={user ? canAccess('activity', user.roles) : false} />
        </>
      ) : null}
    </div>
  );
}
