import type { NewRow } from '../db/schema';
import { blogPostRows } from './blog-posts';
import { buildCatalogue } from './catalogue';
import { jobRows } from './jobs';
import { discountRows } from './promotions';
import { pickupProductRows, storeRows } from './stores';
import { heroSlideRows, settingRows, shippingRateRows } from './storefront';
import { supportArticleRows } from './support-articles';
import { taxRateRows } from './tax-rates';

/** Every shop row the seed writes, in an order that satisfies the foreign keys. */
export interface SeedRows {
  categories: NewRow<'categories'>[];
  brands: NewRow<'brands'>[];
  products: NewRow<'products'>[];
  product_variants: NewRow<'product_variants'>[];
  inventory: NewRow<'inventory'>[];
  stores: NewRow<'stores'>[];
  pickup_products: NewRow<'pickup_products'>[];
  hero_slides: NewRow<'hero_slides'>[];
  shipping_rates: NewRow<'shipping_rates'>[];
  tax_rates: NewRow<'tax_rates'>[];
  discounts: NewRow<'discounts'>[];
  settings: NewRow<'settings'>[];
  blog_posts: NewRow<'blog_posts'>[];
  jobs: NewRow<'jobs'>[];
  support_articles: NewRow<'support_articles'>[];
}

/** The whole demo shop as rows: a pure function of the product count and the seed's today. */
export function buildSeedRows(productCount: number, now: Date): SeedRows {
  const catalogue = buildCatalogue(productCount, now);
  const variantIdsByProduct = new Map<string, string[]>();
  for (const variant of catalogue.variants) {
    const ids = variantIdsByProduct.get(variant.product_id) ?? [];
    ids.push(variant.id);
    variantIdsByProduct.set(variant.product_id, ids);
  }
  return {
    categories: catalogue.categories,
    brands: catalogue.brands,
    products: catalogue.products,
    product_variants: catalogue.variants,
    inventory: catalogue.inventory,
    stores: storeRows(now),
    pickup_products: pickupProductRows({
      products: catalogue.products,
      variantIdsByProduct,
      stockProfileByProduct: catalogue.stockProfileByProduct,
      now,
    }),
    hero_slides: heroSlideRows(now),
    shipping_rates: shippingRateRows(now),
    tax_rates: taxRateRows(now),
    discounts: discountRows(now),
    settings: settingRows(now),
    blog_posts: blogPostRows(now),
    jobs: jobRows(now),
    support_articles: supportArticleRows(now),
  };
}
