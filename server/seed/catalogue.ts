import type { NewRow } from '../db/schema';
import { brandLogoUrl, productImageUrl } from '../images/image-urls';
import { BRAND_SEEDS, type BrandSeed } from './brands';
import { CATEGORY_SEEDS, type CategorySeed, type ProductKind } from './categories';
import { daysFrom } from './clock';
import { describeProduct } from './descriptions';
import { seedId } from './ids';
import { inventoryRows, stockProfiles, type StockProfile } from './inventory';
import { drawNameParts, ProductNamer } from './names';
import { ukPriceFor, ukStepFor, usPriceForPieces, usPriceInBand } from './prices';
import { quotaOf, seededRandom, type SeededRandom } from './random';

/** Share of products sold in sizes. */
export const SIZED_SHARE = 0.25;
/** Share of products with a UK shelf price (the rest fall back to the US price). */
export const UK_PRICED_SHARE = 0.85;
/** Share of products not yet released (upcoming launches). */
export const UPCOMING_SHARE = 0.05;
/** How many products the home page can choose its featured four from. */
export const FEATURED_COUNT = 12;

export interface CatalogueRows {
  categories: NewRow<'categories'>[];
  brands: NewRow<'brands'>[];
  products: NewRow<'products'>[];
  variants: NewRow<'product_variants'>[];
  inventory: NewRow<'inventory'>[];
  /** Per product, how it is stocked; pickup stock follows it. */
  stockProfileByProduct: Map<string, StockProfile>;
}

const categoryId = (slug: string): string => seedId(`category:${slug}`);
const brandId = (slug: string): string => seedId(`brand:${slug}`);
export const productIdFor = (productNumber: number): string => seedId(`product:${productNumber}`);

/** The whole catalogue for `productCount` products, as rows ready to insert. */
export function buildCatalogue(productCount: number, now: Date): CatalogueRows {
  const listedSince = daysFrom(now, -400);
  const categories = CATEGORY_SEEDS.map((category, index): NewRow<'categories'> => ({
    id: categoryId(category.slug),
    name: category.name,
    slug: category.slug,
    description: category.description,
    display_order: index + 1,
    is_active: category.isActive,
    created_at: listedSince,
    updated_at: listedSince,
  }));
  const brands = BRAND_SEEDS.map((brand): NewRow<'brands'> => ({
    id: brandId(brand.slug),
    name: brand.name,
    slug: brand.slug,
    description: brand.description,
    logo_url: brandLogoUrl(brand.slug),
    is_active: brand.isActive,
    created_at: listedSince,
    updated_at: listedSince,
  }));

  const sized = quotaOf(productCount, SIZED_SHARE, 'catalogue:sized');
  const ukPriced = quotaOf(productCount, UK_PRICED_SHARE, 'catalogue:uk-priced');
  const upcoming = quotaOf(productCount, UPCOMING_SHARE, 'catalogue:upcoming');
  const profiles = stockProfiles(productCount);
  const random = seededRandom('catalogue:products');
  const stockRandom = seededRandom('catalogue:stock');
  const namer = new ProductNamer();

  const products: NewRow<'products'>[] = [];
  const variants: NewRow<'product_variants'>[] = [];
  const inventory: NewRow<'inventory'>[] = [];
  const stockProfileByProduct = new Map<string, StockProfile>();

  for (let index = 0; index < productCount; index += 1) {
    const id = productIdFor(index + 1);
    const { category, kind } = chooseWhatItIs(sized.has(index), random);
    const brand = random.pick(brandsMaking(category));
    const parts = drawNameParts(category, kind, random);
    const name = namer.name(parts);
    const price = parts.pieces && kind.pieces ? usPriceForPieces(parts.pieces, kind.pieces.dollarsPer100, kind.dollars[0]) : usPriceInBand(kind.dollars, random);
    const priceUk = ukPriced.has(index) ? ukPriceFor(price) : null;
    const images = Array.from({ length: random.int(2, 4) }, (_, n) => productImageUrl(id, n + 1));
    const { createdAt, releaseDate } = launchDates(upcoming.has(index), now, random);

    products.push({
      id,
      name,
      price,
      price_uk: priceUk,
      image_url: images[0] ?? null,
      images,
      description: describeProduct({ name, brandName: brand.name, category, kind, pieces: parts.pieces, random }),
      category_id: categoryId(category.slug),
      brand_id: brandId(brand.slug),
      release_date: releaseDate,
      is_featured: false,
      created_at: createdAt,
      updated_at: createdAt,
    });

    const sizes = sized.has(index) && kind.sizes ? sizeVariants({ productId: id, price, priceUk, kind, images, createdAt, random }) : [];
    variants.push(...sizes);
    const profile = profiles[index] ?? 'stocked';
    stockProfileByProduct.set(id, profile);
    inventory.push(...inventoryRows({ productId: id, variantIds: sizes.map((size) => size.id), profile, createdAt, random: stockRandom }));
  }

  markFeatured(products, stockProfileByProduct, now);
  return { categories, brands, products, variants, inventory, stockProfileByProduct };
}

const SELLING_CATEGORIES = CATEGORY_SEEDS.filter((category) => category.isActive && category.kinds.length > 0);
const SIZED_CATEGORIES = SELLING_CATEGORIES.filter((category) => category.kinds.some((kind) => kind.sizes));

// Things that come in sizes only appear with their sizes; everything else is one size.
function chooseWhatItIs(inSizes: boolean, random: SeededRandom): { category: CategorySeed; kind: ProductKind } {
  const category = random.pick(inSizes ? SIZED_CATEGORIES : SELLING_CATEGORIES);
  const kinds = category.kinds.filter((kind) => Boolean(kind.sizes) === inSizes);
  return { category, kind: random.pick(kinds.length > 0 ? kinds : category.kinds) };
}

function brandsMaking(category: CategorySeed): BrandSeed[] {
  const makers = BRAND_SEEDS.filter((brand) => brand.isActive && brand.categorySlugs.includes(category.slug));
  if (makers.length === 0) throw new Error(`No active brand makes ${category.slug}`);
  return makers;
}

// Listed some time in the past year; released before listing, or (upcoming) soon after today.
function launchDates(isUpcoming: boolean, now: Date, random: SeededRandom): { createdAt: Date; releaseDate: Date } {
  if (isUpcoming) {
    const createdAt = daysFrom(now, -random.int(1, 21) - random.next());
    return { createdAt, releaseDate: daysFrom(now, random.int(3, 42)) };
  }
  const createdAt = daysFrom(now, -365 * random.next());
  const releaseDate = daysFrom(createdAt, -random.int(0, 90));
  return { createdAt, releaseDate: new Date(Math.floor(releaseDate.getTime() / 86_400_000) * 86_400_000) };
}

/**
 * Half the sized products price each size outright (own price/price_uk); the other half add
 * a price_adjustment to the product's price, so both rules of the variant price are exercised.
 */
function sizeVariants(input: {
  productId: string;
  price: number;
  priceUk: number | null;
  kind: ProductKind;
  images: readonly string[];
  createdAt: Date;
  random: SeededRandom;
}): (NewRow<'product_variants'> & { id: string })[] {
  const { productId, price, priceUk, kind, images, createdAt, random } = input;
  const scheme = kind.sizes!;
  const ownPrices = random.chance(0.5);
  return scheme.sizes.map((size, order) => {
    const step = scheme.steps[order] ?? 0;
    return {
      id: seedId(`variant:${productId}:${size}`),
      product_id: productId,
      variant_name: size,
      price: ownPrices ? price + step : null,
      price_uk: ownPrices && priceUk !== null ? priceUk + ukStepFor(step) : null,
      price_adjustment: ownPrices ? 0 : step,
      image_url: images[order] ?? null,
      display_order: order + 1,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
}

// Featured products are ones a shopper can actually buy today on both storefronts.
function markFeatured(products: NewRow<'products'>[], profiles: Map<string, StockProfile>, now: Date): void {
  const candidates = products.filter(
    (product) => profiles.get(product.id) === 'stocked' && product.release_date instanceof Date && product.release_date <= now,
  );
  for (const product of seededRandom('catalogue:featured').shuffle(candidates).slice(0, FEATURED_COUNT)) {
    product.is_featured = true;
  }
}
