import { useId } from 'react';
import { ADMIN_SHELL_TEXTS as T } from '../../../../shared/admin/shell';
import { ROLE_LABELS } from '../../../../shared/admin/accounts.schema';
import type { Role } from '../../../../shared/roles';
import { useAdminShell } from '../api/use-admin-shell';
import { ThemeChoiceField } from './theme/theme-choice';
import type { AdminThemeState } from './theme/use-admin-theme';

/**
 * The top bar's account menu: who is signed in, their roles, the stores they work for, their theme
 * (docs/decisions/102), and sign-out.
 * A native disclosure: it opens with a tap or Enter and closes with Escape or a second tap.
 */
export function UserMenu({ user, theme, onSignOut }: {
  user: { id: string; name: string; email: string; roles: readonly Role[] };
  theme: Pick<AdminThemeState, 'choice' | 'choose'>;
  onSignOut: () => void;
}) {
  const shell = useAdminShell(user.id);
  const storesId = useId();
  const stores = shell.data?.stores;
  return (
    <details className="admin-user-menu" data-testid="admin-user-menu" onKeyDown={(event) => {
      if (event.key === 'Escape') (event.currentTarget as HTMLDetailsElement).open = false;
    }}>
      <summary>
        <span className="visually-hidden">{T.account}: </span>
        {user.name || user.email}
      </summary>
      <div className="admin-user-menu__panel">
        <p className="admin-user-menu__who">
          <strong>{user.name || user.email}</strong>
          <br />
          <span className="muted">{user.email}</span>
        </p>
        <p className="muted">{user.roles.map((role) => ROLE_LABELS[role]).join(', ')}</p>
        <h2 id={storesId} className="admin-user-menu__heading">{T.storesHeading}</h2>
        {stores === undefined ? (
          <p className="muted">{shell.isError ? shell.error.message : '…'}</p>
        ) : stores.kind === 'all' ? (
          <p>{T.everyStore}</p>
        ) : (
          <ul aria-labelledby={storesId}>
            {stores.stores.map((store) => <li key={store.id}>{store.name}</li>)}
          </ul>
        )}
        <ThemeChoiceField choice={theme.choice} onChoose={theme.choose} />
        <button type="button" className="button button--quiet" onClick={onSignOut}>
          {T.signOut}
        </button>
      </div>
    </details>
  );
}
