import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from '../roles';
import { menuFor, screenOfPath, screenPath, SCREENS } from './screens';

const menuKeys = (roles: Parameters<typeof menuFor>[0]) => menuFor(roles).flatMap((section) => section.screens.map((screen) => screen.key));
const menuGroups = (roles: Parameters<typeof menuFor>[0]) => menuFor(roles).map((section) => section.group);

describe('the back office screen registry', () => {
  it('describes every screen with a title, a purpose and a group (the dashboard stands alone)', () => {
    for (const screen of ADMIN_SCREENS) {
      expect(SCREENS[screen].key).toBe(screen);
      expect(SCREENS[screen].title.length).toBeGreaterThan(1);
      expect(SCREENS[screen].purpose.length).toBeGreaterThan(10);
      expect(SCREENS[screen].group === null).toBe(screen === 'dashboard');
    }
  });

  it('gives an admin every screen, in groups, the dashboard first', () => {
    expect(menuKeys(['admin']).sort()).toEqual([...ADMIN_SCREENS].sort());
    expect(menuGroups(['admin'])).toEqual([null, 'Catalogue', 'Orders', 'Stores', 'Content', 'Marketing', 'People', 'Settings']);
  });

  it('never shows a store manager the Settings group nor an admin-only screen', () => {
    expect(menuGroups(['store_manager'])).not.toContain('Settings');
    expect(menuKeys(['store_manager'])).not.toContain('user-management');
    expect(menuKeys(['store_manager'])).toContain('categories');
  });

  it('shows staff the inventory but not the categories', () => {
    expect(menuKeys(['staff'])).toContain('inventory');
    expect(menuKeys(['staff'])).not.toContain('categories');
    expect(menuKeys(['staff'])).not.toContain('products');
  });

  it('shows a customer (no staff role) nothing', () => {
    expect(menuFor([])).toEqual([]);
  });

  it('maps paths to screens and back', () => {
    expect(screenOfPath('/admin')).toBe('dashboard');
    expect(screenOfPath('/admin/')).toBe('dashboard');
    expect(screenOfPath('/admin/categories/new')).toBe('categories');
    expect(screenOfPath('/admin/hero-slides?page=2')).toBe('hero-slides');
    expect(screenOfPath('/admin/nope')).toBeNull();
    expect(screenOfPath('/shop')).toBeNull();
    expect(screenPath('dashboard')).toBe('/admin');
    expect(screenPath('brands')).toBe('/admin/brands');
  });
});
