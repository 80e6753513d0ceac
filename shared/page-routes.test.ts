import { describe, expect, it } from 'vitest';
import { isPagePath, PAGE_ROUTES } from './page-routes';

describe('isPagePath', () => {
  it('knows every page of the spec, the order pages and each admin screen', () => {
    for (const path of ['/', '/shop', '/product/abc-123', '/brand/bricks-co', '/careers/job-1', '/orders', '/orders/ord-1', '/order-confirmation', '/admin', '/admin/email-logs', '/reset-password']) {
      expect(isPagePath(path), path).toBe(true);
    }
    expect(PAGE_ROUTES).toContain('/admin/settings');
    expect(PAGE_ROUTES).not.toContain('/admin/dashboard');
  });

  it('matches as the router does: static segments in any case, one trailing slash', () => {
    expect(isPagePath('/Shop')).toBe(true);
    expect(isPagePath('/shop/')).toBe(true);
    expect(isPagePath('/product/ABC/')).toBe(true);
  });

  it('refuses everything else', () => {
    for (const path of ['/no-such-page', '/shop/extra', '/product', '/product/', '/product/a/b', '/admin/dashboard', '/admin/nope', '//shop', '/orders/a/b', '/shop//', '']) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});
