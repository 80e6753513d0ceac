// The paths the image routes answer; the seed stores these, so both sides build them here.

/** How many pictures a product may have (the route refuses a higher number). */
export const MAX_PRODUCT_IMAGES = 4;
/** How many hero banners the route draws. */
export const MAX_HERO_IMAGES = 12;

export const productImageUrl = (productId: string, n: number): string => `/images/products/${productId}/${n}.svg`;
export const brandLogoUrl = (brandSlug: string): string => `/images/brands/${brandSlug}.svg`;
export const heroImageUrl = (n: number): string => `/images/hero/${n}.svg`;
export const blogCoverUrl = (postSlug: string): string => `/images/blog/${postSlug}.svg`;
