import type { ProductDoc } from '../../../shared/sync/documents';

/** A product document as a pull delivers it, for the local database's unit tests: number `n`, one size. */
export function productFixture(n: number, overrides: Partial<ProductDoc & { _deleted: boolean }> = {}): ProductDoc & { _deleted: boolean } {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Robot ${n}`,
    price: 1000 + n,
    priceUk: null,
    pictures: ['1.svg'],
    description: 'A robot.',
    categoryId: null,
    brandId: null,
    releaseDate: null,
    isFeatured: n % 2 === 0,
    variants: [{ id: `v${n}`, variantName: 'Small', price: null, priceUk: null, priceAdjustment: 0, picture: null, displayOrder: 0 }],
    stock: [{ variantId: `v${n}`, country: 'US', stock: n }],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    _deleted: false,
    ...overrides,
  };
}
