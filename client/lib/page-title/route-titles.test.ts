import { describe, expect, it } from 'vitest';
import { ADMIN_SCREEN_TITLES } from '../../features/admin/admin-screens';
import { isAdminRoute, routePageName } from './route-titles';

describe('routePageName', () => {
  it('names the storefront routes, index routes included', () => {
    expect(routePageName('/shop')).toBe('All Products');
    expect(routePageName('/brand/')).toBe('Brands');
    expect(routePageName('/faq')).toBe('FAQ');
    expect(routePageName('/')).toBeNull();
    expect(routePageName(undefined)).toBeNull();
    expect(routePageName('/no-such-route')).toBeNull();
  });

  it('names a back-office page only once the admin screen names are given', () => {
    expect(routePageName('/admin/')).toBeNull();
    expect(routePageName('/admin/orders')).toBeNull();
    expect(routePageName('/admin/', ADMIN_SCREEN_TITLES)).toBe('Admin: Dashboard');
    expect(routePageName('/admin/orders', ADMIN_SCREEN_TITLES)).toBe('Admin: Orders');
    expect(routePageName('/admin/tax-rates', ADMIN_SCREEN_TITLES)).toBe('Admin: Tax Rates');
    expect(routePageName('/admin/no-such-screen', ADMIN_SCREEN_TITLES)).toBeNull();
  });

  it('tells back-office routes from storefront ones', () => {
    expect(isAdminRoute('/admin')).toBe(true);
    expect(isAdminRoute('/admin/')).toBe(true);
    expect(isAdminRoute('/admin/orders')).toBe(true);
    expect(isAdminRoute('/administrator')).toBe(false);
    expect(isAdminRoute('/shop')).toBe(false);
    expect(isAdminRoute(undefined)).toBe(false);
  });
});
