import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { NAV } from '../../../shared/texts';
import { useActiveBrands, useActiveCategories } from './use-nav-data';

/** SPEC §9: navigation menu delays. */
export const NAV_OPEN_DELAY_MS = 200;
export const NAV_SKIP_DELAY_MS = 300;
export const NAV_CLOSE_DELAY_MS = 150;

type MenuId = 'new' | 'categories' | 'brand';

/**
 * Hover intent like a navigation menu: opening waits 200 ms unless a menu was open (or closed less
 * than 300 ms ago), closing waits 150 ms so the pointer can cross the gap to the panel.
 */
function useMenuTimers() {
  const [open, setOpenState] = useState<MenuId | null>(null);
  const openRef = useRef<MenuId | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closedAt = useRef(0);

  const setOpen = (id: MenuId | null) => {
    if (openRef.current && !id) closedAt.current = Date.now();
    openRef.current = id;
    setOpenState(id);
  };
  const clearTimers = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  };
  useEffect(() => clearTimers, []);

  return {
    open,
    openNow(id: MenuId) {
      clearTimers();
      setOpen(id);
    },
    closeNow() {
      clearTimers();
      setOpen(null);
    },
    pointerEnter(id: MenuId) {
      clearTimeout(closeTimer.current);
      clearTimeout(openTimer.current);
      if (openRef.current === id) return;
      const skipDelay = openRef.current !== null || Date.now() - closedAt.current < NAV_SKIP_DELAY_MS;
      if (skipDelay) setOpen(id);
      else openTimer.current = setTimeout(() => setOpen(id), NAV_OPEN_DELAY_MS);
    },
    pointerLeave() {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => setOpen(null), NAV_CLOSE_DELAY_MS);
    },
  };
}

interface DropdownProps {
  id: MenuId;
  label: string;
  width: 400 | 450;
  menus: ReturnType<typeof useMenuTimers>;
  children: ReactNode;
}

function Dropdown({ id, label, width, menus, children }: DropdownProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const isOpen = menus.open === id;
  const panelId = `nav-panel-${id}`;

  const focusFirstLink = () => requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('a')?.focus());

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      menus.openNow(id);
      focusFirstLink();
    }
  };
  const onItemKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      menus.closeNow();
      triggerRef.current?.focus();
    }
  };

  return (
    <li
      className="nav-item"
      onPointerEnter={(event) => event.pointerType === 'mouse' && menus.pointerEnter(id)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && menus.pointerLeave()}
      onKeyDown={onItemKeyDown}
      onBlur={(event) => {
        // Tabbing out of the trigger and its panel closes the menu.
        if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) menus.closeNow();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="nav-trigger"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => (isOpen ? menus.closeNow() : menus.openNow(id))}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <span className="nav-trigger__chevron" aria-hidden="true">▾</span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className={`nav-panel nav-panel--${width}`}
        hidden={!isOpen}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) menus.closeNow();
        }}
      >
        {children}
      </div>
    </li>
  );
}

function PanelText({ title, description }: { title: string; description?: string | null }) {
  return (
    <>
      <span className="nav-panel__title">{title}</span>
      {description ? <span className="nav-panel__description">{description}</span> : null}
    </>
  );
}

/** The sticky desktop navigation (SPEC §2.3), from the device's catalogue: it works offline. */
export function DesktopNav() {
  const menus = useMenuTimers();
  const categories = useActiveCategories();
  const brands = useActiveBrands();

  return (
    <nav className="nav-desktop" aria-label="Main">
      <ul className="nav-desktop__list">
        <Dropdown id="new" label={NAV.newAndFeatured} width={400} menus={menus}>
          <ul>
            <li><Link to="/new-arrivals" className="nav-panel__link"><PanelText title={NAV.newArrivals} description="Discover the latest products" /></Link></li>
          </ul>
        </Dropdown>
        {categories && categories.length > 0 && (
          <Dropdown id="categories" label={NAV.categories} width={450} menus={menus}>
            <p className="nav-panel__heading">{NAV.shopByCategory}</p>
            <p className="nav-panel__hint">{NAV.shopByCategoryHint}</p>
            <ul>
              {categories.map((category) => (
                <li key={category.id}>
                  <Link to="/shop" search={{ category: category.slug }} className="nav-panel__link"><PanelText title={category.name} description={category.description} /></Link>
                </li>
              ))}
              <li><Link to="/shop" className="nav-panel__link"><PanelText title={NAV.allProducts} /></Link></li>
            </ul>
          </Dropdown>
        )}
        <Dropdown id="brand" label={NAV.brand} width={450} menus={menus}>
          <p className="nav-panel__heading">{NAV.shopByBrand}</p>
          <ul>
            {brands && brands.length > 0
              ? brands.map((brand) => (
                  <li key={brand.id}>
                    <Link to="/brand/$slug" params={{ slug: brand.slug }} className="nav-panel__link"><PanelText title={brand.name} description={brand.description} /></Link>
                  </li>
                ))
              : <li><Link to="/brand" className="nav-panel__link"><PanelText title={NAV.allBrands} /></Link></li>}
            <li><Link to="/brand" className="nav-panel__link nav-panel__link--all"><PanelText title={NAV.viewAllBrands} /></Link></li>
          </ul>
        </Dropdown>
        <li className="nav-item"><Link to="/store-locator" className="nav-link">{NAV.findAStore}</Link></li>
        <li className="nav-item"><Link to="/store-pickup" className="nav-link">{NAV.storePickup}</Link></li>
        <li className="nav-item"><Link to="/about" className="nav-link">{NAV.about}</Link></li>
        <li className="nav-item"><Link to="/blog" className="nav-link">{NAV.blog}</Link></li>
      </ul>
    </nav>
  );
}
