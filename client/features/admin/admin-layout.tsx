import { QueryClientProvider } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { ADMIN_SCREENS, canAccess, isStaff, type AdminScreen } from '../../../shared/roles';
import { useSession } from '../../lib/session/current-user';
import { ADMIN_SCREEN_TITLES } from './admin-screens';
import { adminQueryClient } from './api/query-client';

type AdminPath = '/admin' | `/admin/${Exclude<AdminScreen, 'dashboard'>}`;

function adminPath(screen: AdminScreen): AdminPath {
  return screen === 'dashboard' ? '/admin' : `/admin/${screen}`;
}

/** The back office frame: a list of the screens the signed-in staff member may open. */
export function AdminLayout() {
  const { user } = useSession();
  if (!user || !isStaff(user.roles)) return <Outlet />;
  const screens = ADMIN_SCREENS.filter((screen) => canAccess(screen, user.roles));
  return (
    <div className="admin-layout">
      <nav aria-label="Back office">
        <ul>
          {screens.map((screen) => (
            <li key={screen}>
              <Link to={adminPath(screen)} activeOptions={{ exact: true }}>
                {ADMIN_SCREEN_TITLES[screen]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <QueryClientProvider client={adminQueryClient}>
          <Outlet />
        </QueryClientProvider>
      </div>
    </div>
  );
}
