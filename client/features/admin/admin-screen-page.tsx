import { SCREENS } from '../../../shared/admin/screens';
import { accessTo, type AdminScreen } from '../../../shared/roles';
import { useSession } from '../../lib/session/current-user';

/** A back-office screen that has no content yet: its title and purpose (the shell has already checked access). */
export function AdminScreenPage({ screen }: { screen: AdminScreen }) {
  const { user } = useSession();
  const testId = screen === 'dashboard' ? 'page-admin' : `page-admin-${screen}`;
  const title = screen === 'dashboard' ? 'Admin Dashboard' : SCREENS[screen].title;
  const readOnly = user ? accessTo(screen, user.roles) === 'read' : false;
  return (
    <div data-testid={testId}>
      <h1>{title}</h1>
      <p className="lede">{SCREENS[screen].purpose}</p>
      {readOnly ? <p className="muted">Your role can view this screen but not change it.</p> : null}
    </div>
  );
}
