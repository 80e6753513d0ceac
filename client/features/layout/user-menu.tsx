import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { isAdmin } from '../../../shared/roles';
import { signOut, useSession } from '../../lib/session/current-user';
import { afterFirstPaintComponent } from '../../lib/after-first-paint-component';
import { UserIcon } from './icons';

// The heart and its count read the device's database (RxDB queries): their code loads after the
// first paint, like the database itself; a signed-in session is only known after it anyway.
const FavoritesLink = afterFirstPaintComponent(() => import('./favorites-link').then((module) => module.FavoritesLink));

/**
 * Signed out: a link to /auth. Signed in: a heart linking to the favourites list with their count,
 * and the menu with Profile, My Orders, Admin Dashboard (admins) and Sign Out.
 */
export function UserMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    // Tabbing past the last item closes the menu.
    const closeOnFocusOut = (event: FocusEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('focusin', closeOnFocusOut);
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('focusin', closeOnFocusOut);
    };
  }, [open]);

  if (!user) {
    return (
      <Link to="/auth" className="icon-button" aria-label="Sign in">
        <UserIcon />
      </Link>
    );
  }

  const close = () => setOpen(false);
  return (
    <>
      <FavoritesLink />
      <div className="user-menu" ref={menuRef}>
        <button
          ref={buttonRef}
          type="button"
          className="icon-button"
          aria-label={`Account menu for ${user.name || user.email}`}
          aria-haspopup="true"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          <UserIcon />
        </button>
        {open && (
          <ul className="user-menu__list">
            <li><Link to="/profile" onClick={close}>Profile</Link></li>
            <li><Link to="/orders" onClick={close}>My Orders</Link></li>
            {isAdmin(user.roles) && <li><Link to="/admin" onClick={close}>Admin Dashboard</Link></li>}
            <li>
              <button
                type="button"
                onClick={() => {
                  close();
                  void signOut().then(() => navigate({ to: '/' }));
                }}
              >
                Sign Out
              </button>
            </li>
          </ul>
        )}
      </div>
    </>
  );
}
