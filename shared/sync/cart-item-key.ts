/** The cart line key for a product and optional variant (one line per pair). */
export function cartItemKey(productId: string, variantId: string | null): string {
  return `${productId}:${variantId ?? 'none'}`;
}
