import { useEffect, useRef } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { ADMIN_TEXTS } from '../../../../shared/admin/api';
import { SCREENS, screenOfPath } from '../../../../shared/admin/screens';
import { accessTo, isStaff } from '../../../../shared/roles';
import { signOut, useSession } from '../../../lib/session/current-user';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { usePageTitle } from '../../../lib/page-title/page-title-store';
import { adminQueryClient } from '../api/query-client';
import { AdminMenu } from './admin-menu';
import { Breadcrumbs, RecordLabelProvider, useRecordLabelState } from './breadcrumbs';
import './admin.css';

/**
 * The back office's frame. A visitor is sent to sign in and brought back; a signed-in shopper is
 * refused plainly; staff get the menu of the screens their roles allow, breadcrumbs and sign-out.
 * A screen the roles do not allow is refused here, before the screen asks its API (which refuses too).
 */
export function AdminLayout() {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const location = useRouterState({ select: (state) => state.location });
  const online = useOnlineStatus();
  const [recordLabel, setRecordLabel] = useRecordLabelState();
  const screen = screenOfPath(location.pathname);
  usePageTitle(screen ? `Admin: ${SCREENS[screen].title}` : null);

  // Once: while the router leaves for /auth this layout still sees the new location for a moment.
  const sentToSignIn = useRef(false);
  useEffect(() => {
    if (status !== 'ready' || user || sentToSignIn.current || !location.pathname.startsWith('/admin')) return;
    sentToSignIn.current = true;
    void navigate({ to: '/auth', search: { redirect: location.href }, replace: true });
  }, [status, user, navigate, location.href, location.pathname]);

  if (!user) {
    return (
      <div className="admin-gate" data-testid="admin-gate">
        <p role="status">{status === 'loading' ? 'Checking your account...' : 'Taking you to sign in...'}</p>
      </div>
    );
  }

  if (!isStaff(user.roles)) {
    return (
      <div className="admin-gate" data-testid="admin-refused">
        <h1>Back office</h1>
        <p className="notice" role="alert">
          This is the shop’s back office, for staff only. Your account ({user.email}) has no staff role, so it cannot be used here.
        </p>
        <p>
          <Link to="/">Back to the shop</Link>
        </p>
      </div>
    );
  }

  const allowed = screen !== null && accessTo(screen, user.roles) !== 'none';
  return (
    <div className="admin-layout">
      <aside className="admin-layout__side">
        <AdminMenu roles={user.roles} current={screen} />
        <div className="admin-layout__account">
          <p className="muted">
            Signed in as <strong>{user.name || user.email}</strong>
          </p>
          <button type="button" className="button button--quiet" onClick={() => void signOut().then(() => navigate({ to: '/' }))}>
            Sign out
          </button>
        </div>
      </aside>
      <div className="admin-layout__main">
        {screen ? <Breadcrumbs screen={screen} recordLabel={recordLabel} /> : null}
        {/* The counter tablet works offline and says so itself (docs/decisions/042). */}
        {!online && screen !== 'pickup-verification' ? (
          <p className="notice admin-offline" role="status" data-testid="admin-offline">
            {ADMIN_TEXTS.offline}
          </p>
        ) : null}
        {allowed ? (
          <RecordLabelProvider setLabel={setRecordLabel}>
            <QueryClientProvider client={adminQueryClient}>
              <Outlet />
            </QueryClientProvider>
          </RecordLabelProvider>
        ) : (
          <div data-testid="admin-screen-refused">
            <h1>Not available to your role</h1>
            <p className="notice" role="alert">
              Your role does not give access to this screen. Choose one of the screens in the menu.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
