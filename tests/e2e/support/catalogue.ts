import { expect, type APIRequestContext } from '@playwright/test';
import type { BrandDoc, CategoryDoc, HeroSlideDoc, ProductDoc, ShippingRateDoc } from '../../../shared/sync/documents';
import { stockFor } from '../../../shared/catalog/stock';

/** The seeded catalogue as the device receives it, read through the sync API. */
export interface Catalogue {
  /** Each with its sizes and stock rows. */
  products: ProductDoc[];
  brands: BrandDoc[];
  categories: CategoryDoc[];
  slides: HeroSlideDoc[];
  shippingRates: ShippingRateDoc[];
}

/** Every live document of a storefront collection, through the public sync pull. */
export async function pullAll<Doc>(request: APIRequestContext, collection: string): Promise<Doc[]> {
  const all: Doc[] = [];
  let checkpoint: { xid: string; seq: number } | null = null;
  for (;;) {
    const query = checkpoint ? `&xid=${encodeURIComponent(checkpoint.xid)}&seq=${checkpoint.seq}` : '';
    const response = await request.get(`/api/sync/${collection}/pull?limit=2000${query}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { documents: Array<Doc & { _deleted: boolean }>; checkpoint: { xid: string; seq: number } | null };
    all.push(...body.documents.filter((doc) => !doc._deleted));
    if (body.documents.length < 2000 || !body.checkpoint) return all;
    checkpoint = body.checkpoint;
  }
}

export async function loadCatalogue(request: APIRequestContext): Promise<Catalogue> {
  const [products, brands, categories, slides, shippingRates] = await Promise.all([
    pullAll<ProductDoc>(request, 'products'),
    pullAll<BrandDoc>(request, 'brands'),
    pullAll<CategoryDoc>(request, 'categories'),
    pullAll<HeroSlideDoc>(request, 'hero_slides'),
    pullAll<ShippingRateDoc>(request, 'shipping_rates'),
  ]);
  return { products, brands, categories, slides, shippingRates };
}

/** A product's stock in a country: every size summed, or one size (null: the product without sizes). */
export const stockOf = (product: ProductDoc, variantId?: string | null, country: 'US' | 'UK' = 'US') => stockFor(country, product.stock, variantId);

/** Whether a product's release date has come. */
export const released = (product: ProductDoc) => !product.releaseDate || new Date(product.releaseDate).getTime() <= Date.now();
