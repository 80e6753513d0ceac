import { useCartCount as useCartUnits } from '../cart/use-cart';

/** The header badge's count: units in the shopper's cart (client/features/cart decides the source). */
export function useCartCount(): number {
  return useCartUnits();
}
