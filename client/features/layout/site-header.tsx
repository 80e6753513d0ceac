import { useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { HEADER } from '../../../shared/texts';
import { DesktopNav } from './desktop-nav';
import { HeaderSearch } from './header-search';
import { CartIcon, MenuIcon } from './icons';
import { MobileDrawer } from './mobile-drawer';
import { OfflineNotice } from './offline-notice';
import { UserMenu } from './user-menu';
import { useCartCount } from './use-cart-count';

/** The header on every page (SPEC §2.2), the desktop navigation (§2.3) and the mobile drawer (§2.4). */
export function SiteHeader() {
  const cartCount = useCartCount();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  return (
    <header className="site-header">
      <a href="#main-content" className="skip-link">{HEADER.skipLink}</a>
      <div className="site-header__bar">
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-button site-header__menu"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls={drawerOpen ? 'mobile-drawer' : undefined}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon />
        </button>
        <Link to="/" className="site-header__logo" aria-label="Toy Shop home">
          <img src="/icons/icon-192.png" alt="" width={36} height={36} />
          <span>Toy Shop</span>
        </Link>
        <HeaderSearch />
        <div className="site-header__actions">
          <UserMenu />
          <Link to="/cart" className="icon-button" aria-label={cartCount > 0 ? `Cart, ${cartCount} items` : 'Cart'}>
            <CartIcon />
            {cartCount > 0 && <span className="badge" data-testid="cart-count">{cartCount}</span>}
          </Link>
        </div>
      </div>
      <DesktopNav />
      <OfflineNotice />
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} returnFocusTo={menuButtonRef} />
    </header>
  );
}
