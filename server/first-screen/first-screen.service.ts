import type { Database } from '../db/database';
import { buildSearchIndex, PRODUCT_SORTS, searchIndex } from '../../shared/catalog/search';
import { FIRST_SCREEN_PAGE_SIZE, type FirstScreen, type FirstScreenShopSearch } from '../../shared/catalog/first-screen';
import { brandDocument } from '../sync/mappers/brand.mapper';
import { categoryDocument } from '../sync/mappers/category.mapper';
import { heroSlideDocument } from '../sync/mappers/hero-slide.mapper';
import { shippingRateDocument } from '../sync/mappers/shipping-rate.mapper';
import {
  selectActiveBrands,
  selectActiveCategories,
  selectActiveHeroSlides,
  selectActiveShippingRates,
  selectListedProducts,
  selectProductDocs,
  type ListedProduct,
} from './first-screen.repo';

// Each route's first screen holds exactly the documents its page shows first, in the order the
// device's own queries give: RxDB compares strings by UTF-16 code unit and breaks ties by the
// primary key ascending; the shop's search is shared/catalog/search.ts itself.

// The shop URL's limits (client/features/catalog/shop-search.ts): longer values are dropped there.
const SEARCH_MAX = 200;
const SLUG_MAX = 100;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byId = (a: { id: string }, b: { id: string }) => byText(a.id, b.id);
const byName = (a: { name: string; id: string }, b: { name: string; id: string }) => byText(a.name, b.name) || byId(a, b);
const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) => byText(b.createdAt, a.createdAt) || byId(a, b);

function firstPage(listed: readonly ListedProduct[]): string[] {
  return listed.slice(0, FIRST_SCREEN_PAGE_SIZE).map((product) => product.id);
}

async function activeShippingRates(db: Database) {
  return (await selectActiveShippingRates(db)).map(shippingRateDocument).sort(byId);
}

export async function homeFirstScreen(db: Database): Promise<FirstScreen> {
  const [slides, featured, brands, shippingRates] = await Promise.all([
    selectActiveHeroSlides(db),
    selectListedProducts(db, { featured: true }),
    selectActiveBrands(db),
    activeShippingRates(db),
  ]);
  return {
    route: 'home',
    heroSlides: slides.map(heroSlideDocument).sort((a, b) => a.displayOrder - b.displayOrder || byId(a, b)),
    featured: await selectProductDocs(db, featured.sort(newestFirst).slice(0, 4).map((product) => product.id)),
    brands: brands.map(brandDocument).sort(byName).slice(0, 4),
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
    term: text(query.search, SEARCH_MAX).trim(),
    category: text(query.category, SLUG_MAX) || null,
    brand: text(query.brand, SLUG_MAX) || null,
    sort,
  };
}

export async function shopFirstScreen(db: Database, search: FirstScreenShopSearch): Promise<FirstScreen> {
  const [listed, brandRows, categoryRows] = await Promise.all([selectListedProducts(db), selectActiveBrands(db), selectActiveCategories(db)]);
  const brands = brandRows.map(brandDocument).sort(byName);
  const categories = categoryRows.map(categoryDocument).sort((a, b) => a.displayOrder - b.displayOrder || byId(a, b));
  // The device searches its products in primary-key order; the sorts are stable, so ties keep it.
  const index = buildSearchIndex(listed.sort(byId), brands, categories);
  const results = searchIndex(index, {
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
    categories,
    brands,
  };
}

export async function productFirstScreen(db: Database, productId: string): Promise<FirstScreen> {
  const [[product], shippingRates] = await Promise.all([selectProductDocs(db, [productId]), activeShippingRates(db)]);
  let brand = null;
  if (product?.brandId) {
    // The page names the product's brand whether or not it is active (a findOne by id).
    const row = await db.selectFrom('brands').selectAll().where('id', '=', product.brandId).where('deleted_at', 'is', null).executeTakeFirst();
    brand = row ? brandDocument(row) : null;
  }
  return { route: 'product', productId, product: product ?? null, brand, shippingRates };
}

/** null when no active brand has this slug. */
export async function brandFirstScreen(db: Database, slug: string): Promise<FirstScreen | null> {
  const row = await db.selectFrom('brands').selectAll().where('slug', '=', slug).where('is_active', '=', true).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) return null;
  const listed = (await selectListedProducts(db, { brandId: row.id })).sort(byName);
  return { route: 'brand', slug, brand: brandDocument(row), products: await selectProductDocs(db, firstPage(listed)), total: listed.length };
}

export async function newArrivalsFirstScreen(db: Database): Promise<FirstScreen> {
  const listed = (await selectListedProducts(db)).sort(newestFirst);
  return { route: 'new-arrivals', products: await selectProductDocs(db, firstPage(listed)), total: listed.length };
}
