import type { Database } from '../db/database';
import type { ChangeFeed } from '../sync/change-feed';
import { PRODUCT_SORTS, searchIndex } from '../../shared/catalog/search';
import type { FirstScreen, FirstScreenShopSearch } from '../../shared/catalog/first-screen';
import { HOME_BRANDS_LIMIT, HOME_FEATURED_LIMIT, LISTING_PAGE_SIZE, SHOP_URL_LIMITS } from '../../shared/catalog/catalogue-limits';
import { brandDocument } from '../sync/mappers/brand.mapper';
import { heroSlideDocument } from '../sync/mappers/hero-slide.mapper';
import { shippingRateDocument } from '../sync/mappers/shipping-rate.mapper';
import { catalogueListing } from './catalogue-listing';
import {
  selectActiveBrandBySlug, selectActiveHeroSlides, selectActiveShippingRates, selectLiveBrand, selectProductDocs, type ListedProduct,
} from './first-screen.repo';

/** What building a first screen reads from: the database, and the change feed that keeps the listing fresh. */
export interface FirstScreenSource {
  db: Database;
  changes: ChangeFeed;
}

// Each route's first screen holds exactly the documents its page shows first, in the order the
// device's own queries give: RxDB compares strings by UTF-16 code unit and breaks ties by the
// primary key ascending; the shop's search is shared/catalog/search.ts itself.

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byId = (a: { id: string }, b: { id: string }) => byText(a.id, b.id);
const byName = (a: { name: string; id: string }, b: { name: string; id: string }) => byText(a.name, b.name) || byId(a, b);
const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) => byText(b.createdAt, a.createdAt) || byId(a, b);

function firstPage(listed: readonly ListedProduct[]): string[] {
  return listed.slice(0, LISTING_PAGE_SIZE).map((product) => product.id);
}

async function activeShippingRates(db: Database) {
  return (await selectActiveShippingRates(db)).map(shippingRateDocument).sort(byId);
}

export async function homeFirstScreen({ db, changes }: FirstScreenSource): Promise<FirstScreen> {
  const [slides, listing, shippingRates] = await Promise.all([selectActiveHeroSlides(db), catalogueListing(db, changes), activeShippingRates(db)]);
  const featured = listing.products.filter((product) => product.isFeatured).sort(newestFirst);
  return {
    route: 'home',
    heroSlides: slides.map(heroSlideDocument).sort((a, b) => a.displayOrder - b.displayOrder || byId(a, b)),
    featured: await selectProductDocs(db, featured.slice(0, HOME_FEATURED_LIMIT).map((product) => product.id)),
    brands: listing.brands.slice(0, HOME_BRANDS_LIMIT),
    shippingRates,
  };
}

/**
 * The shop search a URL asks for, when the server can answer it exactly for any country: price
 * bounds, price sorts and the in-stock filter depend on the shopper's country, so those get no
 * first screen (the page then waits for the device, as before).
 */
export function shopSearchFromQuery(query: Record<string, string | undefined>): FirstScreenShopSearch | null {
  if (query.min !== undefined || query.max !== undefined || query.inStock !== undefined) return null;
  const text = (value: string | undefined, max: number) => (value !== undefined && value.length <= max ? value : '');
  const sort = PRODUCT_SORTS.find((candidate) => candidate === query.sort) ?? null;
  if (sort === 'price-asc' || sort === 'price-desc') return null;
  return {
    term: text(query.search, SHOP_URL_LIMITS.search).trim(),
    category: text(query.category, SHOP_URL_LIMITS.slug) || null,
    brand: text(query.brand, SHOP_URL_LIMITS.slug) || null,
    sort,
  };
}

export async function shopFirstScreen({ db, changes }: FirstScreenSource, search: FirstScreenShopSearch): Promise<FirstScreen> {
  const listing = await catalogueListing(db, changes);
  // The device searches its products in primary-key order (the listing's); the sorts are stable.
  const results = searchIndex(listing.index, {
    term: search.term,
    categorySlug: search.category ?? undefined,
    brandSlugs: search.brand ? [search.brand] : undefined,
    sort: search.sort ?? (search.term ? 'relevance' : 'name'),
    // Nothing country-dependent is asked (shopSearchFromQuery), so either country gives this order.
    country: 'US',
  });
  return {
    route: 'shop',
    search,
    products: await selectProductDocs(db, firstPage(results)),
    total: results.length,
    categories: [...listing.categories],
    brands: [...listing.brands],
  };
}

export async function productFirstScreen({ db }: FirstScreenSource, productId: string): Promise<FirstScreen> {
  const [[product], shippingRates] = await Promise.all([selectProductDocs(db, [productId]), activeShippingRates(db)]);
  let brand = null;
  if (product?.brandId) {
    // The page names the product's brand whether or not it is active (a findOne by id).
    const row = await selectLiveBrand(db, product.brandId);
    brand = row ? brandDocument(row) : null;
  }
  return { route: 'product', productId, product: product ?? null, brand, shippingRates };
}

/** null when no active brand has this slug. */
export async function brandFirstScreen({ db, changes }: FirstScreenSource, slug: string): Promise<FirstScreen | null> {
  const row = await selectActiveBrandBySlug(db, slug);
  if (!row) return null;
  const listed = (await catalogueListing(db, changes)).products.filter((product) => product.brandId === row.id).sort(byName);
  return { route: 'brand', slug, brand: brandDocument(row), products: await selectProductDocs(db, firstPage(listed)), total: listed.length };
}

export async function newArrivalsFirstScreen({ db, changes }: FirstScreenSource): Promise<FirstScreen> {
  const listed = [...(await catalogueListing(db, changes)).products].sort(newestFirst);
  return { route: 'new-arrivals', products: await selectProductDocs(db, firstPage(listed)), total: listed.length };
}
