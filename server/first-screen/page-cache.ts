/**
 * Every table a catalogue page is built from: its first screen's documents (products with their
 * sizes and stock, brands, categories, hero slides, shipping rates) and its head tags (the product,
 * its brand, its US stock). A change to any of them, on any instance, drops every kept page
 * (server/platform/kept-until-change.ts, docs/decisions/077).
 */
export const CATALOGUE_PAGE_TABLES: ReadonlySet<string> = new Set([
  'products', 'product_variants', 'inventory', 'brands', 'categories', 'hero_slides', 'shipping_rates',
]);

/**
 * How many bytes of compressed pages an instance keeps: every listing page and some 2,500 product
 * pages (5.4 KB in brotli each at 10,000 products, plus what holds it); a product page not kept is
 * built in about 5 ms. The server's RSS with it full is in docs/benchmarks.md, "Catalogue pages".
 */
export const PAGE_CACHE_BYTES = 16 * 1024 * 1024;
