import { useEffect, useRef, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { ADMIN_TEXTS } from '../../../../shared/admin/api';
import { ADMIN_SHELL_TEXTS } from '../../../../shared/admin/shell';
import { HEADER } from '../../../../shared/texts';
import { SCREENS, screenOfPath, screenPath } from '../../../../shared/admin/screens';
import { SEARCH_TEXTS } from '../../../../shared/admin/search';
import { isBackOfficePath } from '../../../../shared/admin/back-office-path';
import { accessTo, isStaff } from '../../../../shared/roles';
import { signOut, useSession } from '../../../lib/session/current-user';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { usePageTitle } from '../../../lib/page-title/page-title-store';
import { adminQueryClient } from '../api/query-client';
import { AdminMenu } from './admin-menu';
import { UserMenu } from './user-menu';
import { GlobalSearch } from './global-search';
import { KeysDialog } from './keys-dialog';
import { useBackOfficeKeys } from './use-back-office-keys';
import { AttentionBadge } from './attention-badge';
import { useAdminLive } from '../api/use-admin-live';
import { Breadcrumbs, RecordLabelProvider, useRecordLabelState } from './breadcrumbs';
import { useAdminTheme, usePaintAdminTheme } from './theme/use-admin-theme';
import './admin.css';
import './admin-theme.css';

/**
 * The back office's frame, a tool of its own with none of the shop's chrome (issue 25). A visitor is
 * sent to sign in and brought back; a signed-in shopper is refused plainly; staff get a top bar (the
 * back office's name, a link to the shop, their account menu with their stores and sign-out), the
 * sidebar of the screens their roles allow, and breadcrumbs. The counter (pickup verification) is a
 * full-screen kiosk for a landscape tablet: its own screen says the store, the network and the last
 * sync, and nothing else is around it. A screen the roles do not allow is refused here, before the
 * screen asks its API (which refuses too).
 */
export function AdminLayout() {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const location = useRouterState({ select: (state) => state.location });
  const online = useOnlineStatus();
  const [recordLabel, setRecordLabel] = useRecordLabelState();
  const screen = screenOfPath(location.pathname);
  usePageTitle(screen ? `Admin: ${SCREENS[screen].title}` : null);
  const [searching, setSearching] = useState(false);
  const [showingKeys, setShowingKeys] = useState(false);
  // Every back-office screen, the gates and the counter's kiosk included, in the staff member's theme.
  const theme = useAdminTheme(user?.id ?? null);
  usePaintAdminTheme(theme.theme);
  // The keys work in the shell only: not on the gates, and not at the counter's kiosk.
  const keysOn = Boolean(user && isStaff(user.roles) && screen !== 'pickup-verification');
  useBackOfficeKeys((command) => {
    if (!keysOn || !user) return;
    if (command.kind === 'search') setSearching(true);
    else if (command.kind === 'keys') setShowingKeys(true);
    else if (accessTo(command.screen, user.roles) !== 'none') void navigate({ to: screenPath(command.screen) });
  });

  // Once: while the router leaves for /auth this layout still sees the new location for a moment.
  const sentToSignIn = useRef(false);
  useEffect(() => {
    if (status !== 'ready' || user || sentToSignIn.current || !isBackOfficePath(location.pathname)) return;
    sentToSignIn.current = true;
    void navigate({ to: '/auth', search: { redirect: location.href }, replace: true });
  }, [status, user, navigate, location.href, location.pathname]);

  if (!user) {
    return (
      <main id="main-content" tabIndex={-1} className="admin-gate" data-testid="admin-gate">
        <p role="status">{status === 'loading' ? 'Checking your account...' : 'Taking you to sign in...'}</p>
      </main>
    );
  }

  if (!isStaff(user.roles)) {
    return (
      <main id="main-content" tabIndex={-1} className="admin-gate" data-testid="admin-refused">
        <h1>Back office</h1>
        <p className="notice" role="alert">
          This is the shop’s back office, for staff only. Your account ({user.email}) has no staff role, so it cannot be used here.
        </p>
        <p>
          <Link to="/">Back to the shop</Link>
        </p>
      </main>
    );
  }

  const allowed = screen !== null && accessTo(screen, user.roles) !== 'none';
  const leave = () => void signOut().then(() => navigate({ to: '/' }));
  const content = allowed ? (
    <RecordLabelProvider setLabel={setRecordLabel}>
      <Outlet />
    </RecordLabelProvider>
  ) : (
    <div data-testid="admin-screen-refused">
      <h1>Not available to your role</h1>
      <p className="notice" role="alert">
        Your role does not give access to this screen. Choose one of the screens in the menu.
      </p>
    </div>
  );

  if (screen === 'pickup-verification' && allowed) {
    return (
      <QueryClientProvider client={adminQueryClient}>
        <main id="main-content" tabIndex={-1} className="admin-kiosk" data-testid="admin-kiosk">
          {content}
        </main>
      </QueryClientProvider>
    );
  }

  return (
    <QueryClientProvider client={adminQueryClient}>
      <div className="admin-layout" data-testid="admin-shell">
        <a href="#main-content" className="skip-link">{HEADER.skipLink}</a>
        <header className="admin-topbar">
          <Link to="/admin" className="admin-topbar__name">{ADMIN_SHELL_TEXTS.backOffice}</Link>
          <button type="button" className="admin-topbar__search" onClick={() => setSearching(true)} aria-keyshortcuts="/ Control+K Meta+K">
            <span>{SEARCH_TEXTS.open}…</span>
            <kbd aria-hidden="true">/</kbd>
          </button>
          <a href="/" className="admin-topbar__shop">{ADMIN_SHELL_TEXTS.viewShop}</a>
          <AttentionBadge />
          <UserMenu user={user} theme={theme} onSignOut={leave} />
        </header>
        <aside className="admin-layout__side">
          <AdminMenu roles={user.roles} current={screen} />
        </aside>
        <main id="main-content" tabIndex={-1} className="admin-layout__main">
          {screen ? <Breadcrumbs screen={screen} recordLabel={recordLabel} /> : null}
          {!online ? (
            <p className="notice admin-offline" role="status" data-testid="admin-offline">
              {ADMIN_TEXTS.offline}
            </p>
          ) : null}
          {content}
        </main>
        <LiveUpdates />
        <GlobalSearch open={searching} roles={user.roles} onClose={() => setSearching(false)} />
        <KeysDialog open={showingKeys} onClose={() => setShowingKeys(false)} />
      </div>
    </QueryClientProvider>
  );
}

/** Keeps the shell's open lists, dashboards and badge following the change feed while it is mounted. */
function LiveUpdates() {
  useAdminLive();
  return null;
}
