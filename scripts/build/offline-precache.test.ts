import { describe, expect, it } from 'vitest';
import { keepOfflineFiles, needsTheNetwork, offlineFiles, type BuildManifest } from './offline-precache';

// A build manifest shaped as Vite writes it for the shop: an entry whose route tree imports each
// route's component chunk dynamically, and chunks shared between pages.
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    css: ['assets/index-1.css'],
    imports: ['_router-1.js'],
    dynamicImports: [
      'client/routes/shop.tsx?tsr-split=component',
      'client/routes/checkout.tsx?tsr-split=component',
      'client/routes/admin.tsx?tsr-split=component',
      'client/routes/admin.orders.index.tsx?tsr-split=component',
      'client/routes/admin.pickup-verification.tsx?tsr-split=component',
      'client/features/pwa/update-prompt.tsx',
    ],
  },
  '_router-1.js': { file: 'assets/router-1.js' },
  'client/routes/shop.tsx?tsr-split=component': { file: 'assets/shop-1.js', imports: ['_product-card-1.js'] },
  'client/routes/checkout.tsx?tsr-split=component': { file: 'assets/checkout-1.js', imports: ['_product-card-1.js', '_payment-1.js'], css: ['assets/checkout-1.css'] },
  'client/routes/admin.tsx?tsr-split=component': { file: 'assets/admin-1.js', css: ['assets/admin-1.css'] },
  'client/routes/admin.orders.index.tsx?tsr-split=component': { file: 'assets/admin.orders.index-1.js', imports: ['_data-table-1.js'] },
  'client/routes/admin.pickup-verification.tsx?tsr-split=component': { file: 'assets/admin.pickup-verification-1.js', dynamicImports: ['_reader-1.js'] },
  'client/features/pwa/update-prompt.tsx': { file: 'assets/update-prompt-1.js' },
  '_product-card-1.js': { file: 'assets/product-card-1.js' },
  '_payment-1.js': { file: 'assets/payment-1.js' },
  '_data-table-1.js': { file: 'assets/data-table-1.js' },
  '_reader-1.js': { file: 'assets/reader-1.js', assets: ['assets/reader-1.wasm'] },
};

describe('the offline precache', () => {
  it('holds the entry, the pages that work offline and everything they load, the counter with its scanner included', () => {
    expect([...offlineFiles(manifest)].sort()).toEqual([
      'assets/admin-1.css',
      'assets/admin-1.js',
      'assets/admin.pickup-verification-1.js',
      'assets/index-1.css',
      'assets/index-1.js',
      'assets/product-card-1.js',
      'assets/reader-1.js',
      'assets/reader-1.wasm',
      'assets/router-1.js',
      'assets/shop-1.js',
      'assets/update-prompt-1.js',
    ]);
  });

  it('leaves out what only the pages that need the network load, but not what an offline page shares with them', () => {
    const files = offlineFiles(manifest);
    for (const online of ['assets/checkout-1.js', 'assets/checkout-1.css', 'assets/payment-1.js', 'assets/admin.orders.index-1.js', 'assets/data-table-1.js']) {
      expect(files.has(online), online).toBe(false);
    }
    expect(files.has('assets/product-card-1.js')).toBe(true);
  });

  it('names the pages that need the network as DECISIONS.md "Offline" does', () => {
    const route = (file: string) => `client/routes/${file}.tsx?tsr-split=component`;
    for (const online of ['checkout', 'pickup-checkout', 'order-confirmation', 'auth', 'profile', 'orders.index', 'orders.$orderId', 'careers.$id', 'robo-support', 'admin.index', 'admin.orders.$id', 'admin.settings']) {
      expect(needsTheNetwork(route(online)), online).toBe(true);
    }
    for (const offline of ['index', 'shop', 'product.$id', 'brand.index', 'brand.$slug', 'store-locator', 'store-pickup', 'pickup-shop', 'cart', 'admin', 'admin.pickup-verification', 'faq']) {
      expect(needsTheNetwork(route(offline)), offline).toBe(false);
    }
    expect(needsTheNetwork('client/features/pwa/update-prompt.tsx')).toBe(false);
  });

  it("keeps every file the glob found that is not a script or style sheet, and drops the online pages' ones", () => {
    const entries = ['index.html', 'assets/index-1.js', 'assets/checkout-1.js', 'assets/checkout-1.css', 'assets/reader-1.wasm', 'icons/icon-192.png', 'manifest.webmanifest'].map((url) => ({ url, revision: null }));
    expect(keepOfflineFiles(manifest)(entries).manifest.map((entry) => entry.url)).toEqual(['index.html', 'assets/index-1.js', 'assets/reader-1.wasm', 'icons/icon-192.png', 'manifest.webmanifest']);
  });

  it('refuses a manifest without the entry, rather than precaching nothing', () => {
    expect(() => offlineFiles({})).toThrow(/no entry index.html/);
  });
});
