import { useRef, type RefObject } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { isAdmin } from '../../../shared/roles';
import { signOut, useSession } from '../../lib/session/current-user';
import { useModalPanel } from '../../lib/dialog/use-modal-panel';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The menu button: focus goes back to it when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The small-screen menu (SPEC §2.4): a 280px drawer from the left, modal, closed by any choice. */
export function MobileDrawer({ open, onClose, returnFocusTo }: MobileDrawerProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const panelRef = useRef<HTMLDivElement>(null);

  const onKeyDown = useModalPanel(open, panelRef, onClose, { returnFocusTo });

  if (!open) return null;

  return (
    <div className="drawer-root">
      <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        className="drawer-panel"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        id="mobile-drawer"
        onKeyDown={onKeyDown}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) onClose();
        }}
      >
        <div className="drawer-header">
          <span className="drawer-title">Menu</span>
          <button type="button" className="icon-button drawer-close" aria-label="Close menu" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="drawer-list">
            <li><Link to="/new-arrivals">New Arrivals</Link></li>
            <li><Link to="/shop">Shop</Link></li>
            <li><Link to="/brand">Brand</Link></li>
            <li><Link to="/store-locator">Find a Store</Link></li>
            <li><Link to="/store-pickup">Store Pickup</Link></li>
            <li><Link to="/about">About</Link></li>
            <li><Link to="/blog">Blog</Link></li>
          </ul>
          <ul className="drawer-list drawer-list--account">
            {user ? (
              <>
                <li><Link to="/profile">Profile</Link></li>
                <li><Link to="/orders">My Orders</Link></li>
                {isAdmin(user.roles) && <li><Link to="/admin">Admin Dashboard</Link></li>}
                <li>
                  <button
                    type="button"
                    onClick={() => {
                      onClose();
                      void signOut().then(() => navigate({ to: '/' }));
                    }}
                  >
                    Sign Out
                  </button>
                </li>
              </>
            ) : (
              <li><Link to="/auth">Sign In</Link></li>
            )}
          </ul>
        </nav>
      </div>
    </div>
  );
}
