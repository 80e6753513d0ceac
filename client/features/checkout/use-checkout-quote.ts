import { useEffect, useState } from 'react';
import type { CartLineInput, Quote, ShippingAddressInput } from '../../../shared/checkout/api';
import type { Country } from '../../../shared/money';
import { requestQuote } from '../cart/checkout-client';

export type CheckoutQuoteState =
  | { status: 'idle' | 'loading' | 'failed'; quote: null }
  | { status: 'ready'; quote: Quote };

/**
 * The server's totals for exactly what is being bought: the selected lines, the promo and, once
 * there is one, the shipping address (US tax needs a US address with a postal code). Asked again,
 * after a short pause, whenever any of them changes.
 */
export function useCheckoutQuote(
  country: Country,
  lines: CartLineInput[],
  promoCode: string | null,
  shippingAddress: ShippingAddressInput | undefined,
  online: boolean,
  nonce: number,
  /** A pickup bag: priced at this store (its stock, its address's tax, no shipping). */
  pickupStoreId?: string,
): CheckoutQuoteState {
  const key = JSON.stringify({ country, lines, promoCode, shippingAddress, nonce, pickupStoreId });
  const [answer, setAnswer] = useState<{ key: string; state: CheckoutQuoteState } | null>(null);

  useEffect(() => {
    if (!online || lines.length === 0) return;
    let active = true;
    const timer = setTimeout(() => {
      void requestQuote({
        country,
        lines,
        ...(promoCode ? { promoCode } : {}),
        ...(shippingAddress ? { shippingAddress } : {}),
        ...(pickupStoreId ? { pickupStoreId } : {}),
      }).then(
        (quote) => active && setAnswer({ key, state: { status: 'ready', quote } }),
        () => active && setAnswer({ key, state: { status: 'failed', quote: null } }),
      );
    }, 250);
    return () => {
      active = false;
      clearTimeout(timer);
    };
    // `key` stands for every input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!online || lines.length === 0) return { status: 'idle', quote: null };
  return answer?.key === key ? answer.state : { status: 'loading', quote: null };
}
