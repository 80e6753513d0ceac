import { expect, type APIRequestContext } from '@playwright/test';
import type { BrandDoc, CategoryDoc, HeroSlideDoc, InventoryDoc, ProductDoc, ShippingRateDoc, VariantDoc } from '../../../shared/sync/documents';

/** The seeded catalogue as the device receives it, read through the sync API. */
export interface Catalogue {
  products: ProductDoc[];
  variants: VariantDoc[];
  inventory: InventoryDoc[];
  brands: BrandDoc[];
  categories: CategoryDoc[];
  slides: HeroSlideDoc[];
  shippingRates: ShippingRateDoc[];
}

async function pullAll<Doc>(request: APIRequestContext, collection: string): Promise<Doc[]> {
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
  const [products, variants, inventory, brands, categories, slides, shippingRates] = await Promise.all([
    pullAll<ProductDoc>(request, 'products'),
    pullAll<VariantDoc>(request, 'variants'),
    pullAll<InventoryDoc>(request, 'inventory'),
    pullAll<BrandDoc>(request, 'brands'),
    pullAll<CategoryDoc>(request, 'categories'),
    pullAll<HeroSlideDoc>(request, 'hero_slides'),
    pullAll<ShippingRateDoc>(request, 'shipping_rates'),
  ]);
  return { products, variants, inventory, brands, categories, slides, shippingRates };
}

export const totalStock = (catalogue: Catalogue, productId: string, country: 'US' | 'UK' = 'US') =>
  catalogue.inventory.filter((row) => row.productId === productId && row.country === country).reduce((sum, row) => sum + row.stock, 0);
