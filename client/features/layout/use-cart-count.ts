import { useCartCount as useCartUnits } from '../../lib/cart/use-cart';

/** The header badge's count: units in the shopper's cart (client/lib/cart decides the source). */
export function useCartCount(): number {
  return useCartUnits();
}
