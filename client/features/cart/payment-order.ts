import type { CartLineInput, Quote, ShippingAddressInput } from '../../../shared/checkout/api';
import type { ContactProblem } from '../../../shared/checkout/contact';
import type { Country, CurrencyCode } from '../../../shared/money';
import type { ToastText } from '../../../shared/texts';

/**
 * What a page asks the payment button to charge, as the page shows it right now. /cart and
 * /checkout build it; the checkout feature's payment button reads it at click time.
 */
export interface PaymentOrder {
  country: Country;
  currency: CurrencyCode;
  /** The selected lines, with their cart keys (cleared after payment). */
  lines: Array<CartLineInput & { key: string }>;
  promoCode: string | null;
  email?: string | undefined;
  shippingAddress?: ShippingAddressInput | undefined;
  /** The total on screen, in minor units: the server refuses (409) to charge any other. */
  expectedTotal: number;
  /** Why paying is not possible right now (told to the shopper on click), or null. */
  blockedReason: ToastText | null;
  /** The server refused a stale view and sent its fresh quote. */
  onConflict: (quote: Quote) => void;
  /**
   * What a card payment still lacks (a card brings no address or email of its own), or null;
   * /checkout only: PayPal's own button takes them from the shopper's PayPal account.
   */
  cardContactProblem?: ContactProblem | null;
  /** Shows the field a missing detail belongs to (the page marks and focuses it). */
  onContactProblem?: (problem: ContactProblem) => void;
  /**
   * A pickup order (/pickup-checkout): collected at the store by this person; paid the same way,
   * then the pickup bag is emptied and the shopper goes to /pickup-confirmation.
   */
  pickup?: { storeId: string; contactName: string; phone: string; clearBag: () => void };
}
