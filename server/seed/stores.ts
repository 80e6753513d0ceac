import type { Country, NewRow, OpeningHours } from '../db/schema';
import { daysFrom } from './clock';
import { seedId } from './ids';
import type { StockProfile } from './inventory';
import { seededRandom } from './random';

interface StoreSeed {
  slug: string;
  name: string;
  country: Country;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  region: string | null;
  postalCode: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  pickupEnabled: boolean;
  hours: 'high_street' | 'mall';
}

// Phone numbers are from the ranges set aside for fiction (US 555-01xx, Ofcom's drama ranges).
export const STORE_SEEDS: readonly StoreSeed[] = [
  { slug: 'new-york-upper-west-side', name: 'New York – Upper West Side', country: 'US', addressLine1: '2270 Broadway', addressLine2: null, city: 'New York', region: 'NY', postalCode: '10024', phone: '+1 212-555-0142', email: 'newyork@toyshop.test', latitude: 40.7843, longitude: -73.9784, pickupEnabled: true, hours: 'high_street' },
  { slug: 'chicago-river-north', name: 'Chicago – River North', country: 'US', addressLine1: '440 N State Street', addressLine2: null, city: 'Chicago', region: 'IL', postalCode: '60654', phone: '+1 312-555-0178', email: 'chicago@toyshop.test', latitude: 41.8902, longitude: -87.6281, pickupEnabled: true, hours: 'high_street' },
  { slug: 'san-francisco-union-square', name: 'San Francisco – Union Square', country: 'US', addressLine1: '150 Stockton Street', addressLine2: 'Level 2', city: 'San Francisco', region: 'CA', postalCode: '94108', phone: '+1 415-555-0123', email: 'sanfrancisco@toyshop.test', latitude: 37.7873, longitude: -122.4064, pickupEnabled: true, hours: 'high_street' },
  // A mall concession too small for a pickup counter.
  { slug: 'austin-the-domain', name: 'Austin – The Domain', country: 'US', addressLine1: '11601 Century Oaks Terrace', addressLine2: 'Suite 118', city: 'Austin', region: 'TX', postalCode: '78758', phone: '+1 512-555-0199', email: 'austin@toyshop.test', latitude: 30.4019, longitude: -97.7253, pickupEnabled: false, hours: 'mall' },
  { slug: 'london-covent-garden', name: 'London – Covent Garden', country: 'UK', addressLine1: '41 Long Acre', addressLine2: null, city: 'London', region: null, postalCode: 'WC2E 9JT', phone: '+44 20 7946 0321', email: 'london@toyshop.test', latitude: 51.5128, longitude: -0.1249, pickupEnabled: true, hours: 'high_street' },
  { slug: 'manchester-market-street', name: 'Manchester – Market Street', country: 'UK', addressLine1: '62 Market Street', addressLine2: null, city: 'Manchester', region: 'Greater Manchester', postalCode: 'M1 1PN', phone: '+44 161 496 0457', email: 'manchester@toyshop.test', latitude: 53.4826, longitude: -2.2418, pickupEnabled: true, hours: 'high_street' },
  { slug: 'edinburgh-princes-street', name: 'Edinburgh – Princes Street', country: 'UK', addressLine1: '103 Princes Street', addressLine2: null, city: 'Edinburgh', region: 'Scotland', postalCode: 'EH2 3AA', phone: '+44 131 496 0688', email: 'edinburgh@toyshop.test', latitude: 55.9520, longitude: -3.2009, pickupEnabled: true, hours: 'high_street' },
];

export const storeIdFor = (slug: string): string => seedId(`store:${slug}`);

// day: 0 = Sunday … 6 = Saturday, local time of the store.
const OPENING_HOURS: Record<StoreSeed['hours'], OpeningHours[]> = {
  high_street: [
    { day: 0, opens: '11:00', closes: '17:00' },
    ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:30', closes: '19:00' })),
    { day: 6, opens: '09:00', closes: '19:00' },
  ],
  mall: [
    { day: 0, opens: '12:00', closes: '18:00' },
    ...[1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '10:00', closes: '21:00' })),
  ],
};

export function storeRows(now: Date): NewRow<'stores'>[] {
  const openedAt = daysFrom(now, -380);
  return STORE_SEEDS.map((store) => ({
    id: storeIdFor(store.slug),
    name: store.name,
    slug: store.slug,
    country: store.country,
    address_line_1: store.addressLine1,
    address_line_2: store.addressLine2,
    city: store.city,
    region: store.region,
    postal_code: store.postalCode,
    phone: store.phone,
    email: store.email,
    opening_hours: JSON.stringify(OPENING_HOURS[store.hours]),
    latitude: store.latitude,
    longitude: store.longitude,
    pickup_enabled: store.pickupEnabled,
    is_active: true,
    created_at: openedAt,
    updated_at: openedAt,
  }));
}

/** Share of the catalogue each pickup counter offers (at least a couple of dozen products). */
export const PICKUP_RANGE_SHARE = 0.12;
const MIN_PICKUP_RANGE = 24;

/**
 * What each pickup counter keeps for collection: a slice of the products sold in its
 * country (every size of a sized product), with the store's own small stock.
 */
export function pickupProductRows(input: {
  products: readonly { id: string }[];
  variantIdsByProduct: ReadonlyMap<string, readonly string[]>;
  stockProfileByProduct: ReadonlyMap<string, StockProfile>;
  now: Date;
}): NewRow<'pickup_products'>[] {
  const { products, variantIdsByProduct, stockProfileByProduct, now } = input;
  const rows: NewRow<'pickup_products'>[] = [];
  const since = daysFrom(now, -60);
  for (const store of STORE_SEEDS.filter((seed) => seed.pickupEnabled)) {
    const random = seededRandom(`pickup:${store.slug}`);
    const sellable = products.filter((product) => {
      const profile = stockProfileByProduct.get(product.id);
      return profile === 'stocked' || profile === (store.country === 'US' ? 'us_only' : 'uk_only');
    });
    const rangeSize = Math.min(sellable.length, Math.max(MIN_PICKUP_RANGE, Math.round(products.length * PICKUP_RANGE_SHARE)));
    for (const product of random.shuffle(sellable).slice(0, rangeSize)) {
      const variantIds = variantIdsByProduct.get(product.id) ?? [];
      for (const variantId of variantIds.length > 0 ? variantIds : [null]) {
        rows.push({
          id: seedId(`pickup:${store.slug}:${product.id}:${variantId ?? 'product'}`),
          store_id: storeIdFor(store.slug),
          product_id: product.id,
          variant_id: variantId,
          // The odd shelf is empty, so the counter screens have something to show.
          stock: random.chance(0.1) ? 0 : random.int(1, 12),
          is_active: true,
          created_at: since,
          updated_at: since,
        });
      }
    }
  }
  return rows;
}
