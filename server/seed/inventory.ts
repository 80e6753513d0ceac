import type { NewRow } from '../db/schema';
import type { Country } from '../db/schema';
import { seedId } from './ids';
import { seededRandom, type SeededRandom } from './random';

/** How a product is stocked across the two storefronts. */
export type StockProfile = 'sold_out' | 'us_only' | 'uk_only' | 'stocked';

export const COUNTRIES: readonly Country[] = ['US', 'UK'];

/** Share of the catalogue sold out everywhere (SOLD OUT on both storefronts). */
export const SOLD_OUT_SHARE = 0.08;
/** Share stocked in one country only (split between US-only and UK-only). */
export const ONE_COUNTRY_SHARE = 0.1;

/** Exact shares of each profile over the catalogue, in a seeded order. */
export function stockProfiles(productCount: number): StockProfile[] {
  const order = seededRandom('catalogue:stock-profiles').shuffle(Array.from({ length: productCount }, (_, i) => i));
  const soldOut = Math.round(productCount * SOLD_OUT_SHARE);
  const oneCountry = Math.round(productCount * ONE_COUNTRY_SHARE);
  const profiles: StockProfile[] = new Array<StockProfile>(productCount).fill('stocked');
  order.forEach((productIndex, rank) => {
    if (rank < soldOut) profiles[productIndex] = 'sold_out';
    else if (rank < soldOut + oneCountry) profiles[productIndex] = (rank - soldOut) % 2 === 0 ? 'us_only' : 'uk_only';
  });
  return profiles;
}

function stockedIn(profile: StockProfile, country: Country): boolean {
  if (profile === 'sold_out') return false;
  if (profile === 'us_only') return country === 'US';
  if (profile === 'uk_only') return country === 'UK';
  return true;
}

// Most shelves hold a healthy number; a few run low (the "only 3 left" case).
function shelfStock(random: SeededRandom): number {
  return random.chance(0.12) ? random.int(1, 4) : random.int(5, 60);
}

/**
 * One row per product (or per size) per country. A stocked product always has something on
 * the shelf in that country; a later size may be sold out on its own.
 */
export function inventoryRows(input: {
  productId: string;
  variantIds: readonly string[];
  profile: StockProfile;
  createdAt: Date;
  random: SeededRandom;
}): NewRow<'inventory'>[] {
  const { productId, variantIds, profile, createdAt, random } = input;
  const rows: NewRow<'inventory'>[] = [];
  for (const country of COUNTRIES) {
    const stocked = stockedIn(profile, country);
    const slots: (string | null)[] = variantIds.length > 0 ? [...variantIds] : [null];
    slots.forEach((variantId, slot) => {
      const soldOutSize = slot > 0 && random.chance(0.08);
      rows.push({
        id: seedId(`inventory:${productId}:${variantId ?? 'product'}:${country}`),
        product_id: productId,
        variant_id: variantId,
        country,
        stock: stocked && !soldOutSize ? shelfStock(random) : 0,
        created_at: createdAt,
        updated_at: createdAt,
      });
    });
  }
  return rows;
}
