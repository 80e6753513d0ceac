import { describe, expect, it } from 'vitest';
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

  it('leaves back-office pages to the back office, which names them itself', () => {
    expect(routePageName('/admin/')).toBeNull();
    expect(routePageName('/admin/orders')).toBeNull();
    expect(routePageName('/admin/tax-rates')).toBeNull();
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
