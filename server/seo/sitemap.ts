import { escapeHtml } from '../http/escape-html';
import { absoluteUrl } from './seo-head';
import type { SitemapRows } from './seo.repo';

/** Public pages that are neither products nor brands (SPEC §2.1), listed in the sitemap. */
export const SITEMAP_PAGES = [
  '/', '/shop', '/new-arrivals', '/brand', '/about', '/partnership', '/blog', '/careers', '/store-locator',
  '/accessibility', '/contact', '/faq', '/shipping-info', '/privacy-policy', '/terms-conditions', '/store-policy',
] as const;

/** sitemap.xml (sitemaps.org 0.9) for the shop's public pages, blog posts, brands and products. */
export function renderSitemap(publicUrl: string, rows: SitemapRows): string {
  const entry = (path: string, lastModified?: Date) =>
    `  <url><loc>${escapeHtml(absoluteUrl(publicUrl, path))}</loc>${lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_PAGES.map((path) => entry(path)),
    ...rows.blogPosts.map((post) => entry(`/blog/${encodeURIComponent(post.slug)}`, post.updatedAt)),
    ...rows.brands.map((brand) => entry(`/brand/${encodeURIComponent(brand.slug)}`, brand.updatedAt)),
    ...rows.products.map((product) => entry(`/product/${encodeURIComponent(product.id)}`, product.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything but the back office and the API, and where the sitemap is. */
export function renderRobots(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`, ''].join('\n');
}
