import { toDecimalString } from '../../shared/money';
import { escapeHtml } from '../http/escape-html';
import { notFoundName, pageTitle, SITE_NAME } from '../../shared/page-titles';
import type { BrandSeoRow, ProductSeoRow } from './seo.repo';
import type { BlogArticle } from '../../shared/blog/blog';
const DESCRIPTION_LIMIT = 160;

export interface HeadTags {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  image: string | null;
  ogType: 'product' | 'website' | 'article';
  noindex?: boolean;
  jsonLd?: object;
}

/** JSON for a <script> element: nothing in it may close the element or open a comment. */
export function scriptJson(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function summary(text: string | null | undefined, fallback: string): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim() || fallback;
  return flat.length <= DESCRIPTION_LIMIT ? flat : `${flat.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…`;
}

/** A site-relative or absolute URL made absolute against the public origin. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl.replace(/\/+$/, '')}/`).toString();
}

/** Head tags for a product page, with schema.org Product JSON-LD (USD offer, US availability). */
export function productHead(publicUrl: string, product: ProductSeoRow): HeadTags {
  const url = absoluteUrl(publicUrl, `/product/${encodeURIComponent(product.id)}`);
  const pictures = [product.imageUrl, ...product.images].filter((image): image is string => !!image).map((image) => absoluteUrl(publicUrl, image));
  const description = summary(product.description, `${product.name} at ${SITE_NAME}.`);
  return {
    title: pageTitle(product.name),
    description,
    url,
    image: pictures[0] ?? null,
    ogType: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description,
      ...(pictures.length > 0 ? { image: [...new Set(pictures)] } : {}),
      ...(product.brandName ? { brand: { '@type': 'Brand', name: product.brandName } } : {}),
      sku: product.id,
      offers: {
        '@type': 'Offer',
        url,
        price: toDecimalString(product.price),
        priceCurrency: 'USD',
        availability: product.usStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    },
  };
}

/** Head tags for a brand page. */
export function brandHead(publicUrl: string, brand: BrandSeoRow): HeadTags {
  return {
    title: pageTitle(brand.name),
    description: summary(brand.description, `Shop ${brand.name} toys and collectibles at ${SITE_NAME}.`),
    url: absoluteUrl(publicUrl, `/brand/${encodeURIComponent(brand.slug)}`),
    image: brand.logoUrl ? absoluteUrl(publicUrl, brand.logoUrl) : null,
    ogType: 'website',
  };
}

/** Head tags for a page of words (content pages, the blog's list): its name and description. */
export function pageHead(publicUrl: string, path: string, page: { name: string; description: string }): HeadTags {
  return { title: pageTitle(page.name), description: summary(page.description, page.name), url: absoluteUrl(publicUrl, path), image: null, ogType: 'website' };
}

/** Head tags for a blog post, with schema.org Article JSON-LD. */
export function blogPostHead(publicUrl: string, post: BlogArticle): HeadTags {
  const url = absoluteUrl(publicUrl, `/blog/${encodeURIComponent(post.slug)}`);
  const image = post.coverImageUrl ? absoluteUrl(publicUrl, post.coverImageUrl) : null;
  const description = summary(post.excerpt, `${post.title}, on the ${SITE_NAME} blog.`);
  return {
    title: pageTitle(post.title),
    description,
    url,
    image,
    ogType: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description,
      ...(image ? { image: [image] } : {}),
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: post.authorName },
      publisher: { '@type': 'Organization', name: SITE_NAME },
      mainEntityOfPage: url,
    },
  };
}

/** Head tags for an address that names nothing: a plain title, and kept out of the index. */
export function notFoundHead(publicUrl: string, path: string, what: string): HeadTags {
  return {
    title: pageTitle(notFoundName(what)),
    description: `This ${what.toLowerCase()} is not in our catalogue.`,
    url: absoluteUrl(publicUrl, path),
    image: null,
    ogType: 'website',
    noindex: true,
  };
}

/** The tags as HTML, one per line. */
export function renderHeadTags(tags: HeadTags): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const lines = [
    `<title>${escapeHtml(tags.title)}</title>`,
    meta('name', 'description', tags.description),
    `<link rel="canonical" href="${escapeHtml(tags.url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', tags.ogType),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.url),
    ...(tags.image ? [meta('property', 'og:image', tags.image)] : []),
    meta('name', 'twitter:card', tags.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    ...(tags.image ? [meta('name', 'twitter:image', tags.image)] : []),
    ...(tags.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(tags.jsonLd ? [`<script type="application/ld+json">${scriptJson(tags.jsonLd)}</script>`] : []),
  ];
  return lines.join('\n    ');
}

/**
 * The app shell with the page's tags: the shell's own <title> and description are replaced, the
 * rest goes just before </head>. The body is untouched, so the client renders as usual.
 */
export function withHeadTags(shell: string, tags: HeadTags): string {
  const stripped = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const at = stripped.search(/<\/head>/i);
  if (at === -1) return stripped;
  return `${stripped.slice(0, at)}  ${renderHeadTags(tags)}\n  ${stripped.slice(at)}`;
}
