import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { menuFor, screenPath } from '../../../../shared/admin/screens';
import type { AdminScreen, Role } from '../../../../shared/roles';

/**
 * The back office's menu: only the screens the user's roles may open, grouped, the current one marked.
 * On a narrow screen it folds behind a Menu button, and folds again once a screen is chosen.
 */
export function AdminMenu({ roles, current }: { roles: readonly Role[]; current: AdminScreen | null }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  return (
    <div className={`admin-menu${open ? ' admin-menu--open' : ''}`}>
      <button type="button" className="admin-menu__toggle button button--quiet" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        Menu
      </button>
      <nav id={menuId} aria-label="Back office" className="admin-menu__nav">
        {menuFor(roles).map((section) => (
          <div key={section.group ?? 'overview'} className="admin-menu__section">
            {section.group ? <h2 className="admin-menu__group">{section.group}</h2> : null}
            <ul>
              {section.screens.map((screen) => (
                <li key={screen.key}>
                  <Link
                    to={screenPath(screen.key)}
                    aria-current={screen.key === current ? 'page' : undefined}
                    activeOptions={{ exact: screen.key === 'dashboard', includeSearch: false }}
                    onClick={() => setOpen(false)}
                  >
                    {screen.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}
