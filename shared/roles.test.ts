import { describe, expect, it } from 'vitest';
import { accessTo, ADMIN_SCREENS, canAccess, isAdmin, isStaff } from './roles';

describe('admin screen access (DECISIONS.md matrix)', () => {
  it('gives admin write access to every screen', () => {
    for (const screen of ADMIN_SCREENS) expect(accessTo(screen, ['admin'])).toBe('write');
  });

  it('keeps admin-only screens from store managers and staff', () => {
    for (const screen of ['shipping-rates', 'tax-rates', 'email-marketing', 'user-management', 'role-management', 'settings'] as const) {
      expect(accessTo(screen, ['store_manager'])).toBe('none');
      expect(accessTo(screen, ['staff'])).toBe('none');
    }
  });

  it('lets staff read inventory and pickup products but not change them', () => {
    expect(canAccess('inventory', ['staff'], 'read')).toBe(true);
    expect(canAccess('inventory', ['staff'], 'write')).toBe(false);
    expect(canAccess('pickup-products', ['staff'], 'write')).toBe(false);
    expect(canAccess('inventory', ['store_manager'], 'write')).toBe(true);
  });

  it('keeps manager screens from staff', () => {
    for (const screen of ['products', 'discounts', 'order-approvals', 'customers', 'email-logs'] as const) {
      expect(accessTo(screen, ['staff'])).toBe('none');
      expect(accessTo(screen, ['store_manager'])).toBe('write');
    }
  });

  it('takes the strongest access across several roles, and none without roles', () => {
    expect(accessTo('settings', ['staff', 'admin'])).toBe('write');
    expect(accessTo('dashboard', [])).toBe('none');
    expect(isStaff([])).toBe(false);
    expect(isStaff(['staff'])).toBe(true);
    expect(isAdmin(['store_manager'])).toBe(false);
  });
});
