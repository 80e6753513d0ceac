import { Link } from '@tanstack/react-router';
import { accessTo, isStaff, type AdminScreen } from '../../../shared/roles';
import { useSession } from '../../lib/session/current-user';
import { useOnlineStatus } from '../../lib/use-online-status';
import { ADMIN_SCREEN_PURPOSES, ADMIN_SCREEN_TITLES } from './admin-screens';

/** One back-office screen: its title and purpose, behind the staff check (the server enforces it too). */
export function AdminScreenPage({ screen }: { screen: AdminScreen }) {
  const { status, user } = useSession();
  const online = useOnlineStatus();
  const testId = screen === 'dashboard' ? 'page-admin' : `page-admin-${screen}`;
  const title = screen === 'dashboard' ? 'Admin Dashboard' : ADMIN_SCREEN_TITLES[screen];
  const access = user ? accessTo(screen, user.roles) : 'none';

  return (
    <div data-testid={testId}>
      <h1>{title}</h1>
      <p className="lede">{ADMIN_SCREEN_PURPOSES[screen]}</p>
      {status === 'loading' ? (
        <p role="status">Checking your account...</p>
      ) : !user || !isStaff(user.roles) ? (
        <p className="notice" role="status">
          This is the shop’s back office. Please <Link to="/auth">sign in with a staff account</Link> to use it.
        </p>
      ) : access === 'none' ? (
        <p className="notice" role="status">Your role does not give access to this screen.</p>
      ) : (
        <>
          {!online && <p className="notice" role="status">The back office needs an internet connection. You’re offline right now.</p>}
          {access === 'read' && <p className="muted">Your role can view this screen but not change it.</p>}
        </>
      )}
    </div>
  );
}
