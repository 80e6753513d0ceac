import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LineStatus, Quote } from '../../../shared/checkout/api';
import type { Country } from '../../../shared/money';
import { cartItemKey } from '../../../shared/sync/cart-item-key';
import { requestQuote } from './checkout-client';
import { setQuantity } from './cart-store';
import { rememberSeenPrices, seenPrice } from './seen-prices';
import type { CartLine } from './use-cart';

// DECISIONS "Cart": back online (and on load while online) the cart is re-checked against the
// server: price changes, stock now short, items gone. The shopper sees what changed; a price
// change stays flagged until they acknowledge it, and payment waits for that.

/** The server's view of one line, as of the last re-check. */
export interface LineCheck {
  /** What the server would charge per unit now. */
  unitPrice: number;
  /** Stock for the country now. */
  available: number;
  status: LineStatus;
  /** A price change since the shopper last saw the line, not yet acknowledged. */
  priceChange: { from: number; to: number } | null;
}

export interface CartRecheck {
  status: 'idle' | 'checking' | 'checked' | 'failed';
  /** By line key; empty until the first answer. */
  checks: ReadonlyMap<string, LineCheck>;
  /** Some price changed since the shopper saw it and they have not acknowledged it yet. */
  hasUnacknowledgedChanges: boolean;
  /** The shopper has seen the new prices. */
  acknowledge(): void;
  /** Asks the server again (e.g. after a 409 from payment). */
  refresh(): void;
  /** Takes a quote the server sent with a 409 CONFLICT. */
  adopt(quote: Quote): void;
}

function checksFrom(quote: Quote, country: Country, keys: readonly string[]): Map<string, LineCheck> {
  const checks = new Map<string, LineCheck>();
  for (const line of quote.lines) {
    const key = cartItemKey(line.productId, line.variantId);
    const seen = seenPrice(country, key);
    checks.set(key, {
      unitPrice: line.unitPrice,
      available: line.available,
      status: line.available < 1 ? 'unavailable' : line.status,
      priceChange: seen !== undefined && seen !== line.unitPrice ? { from: seen, to: line.unitPrice } : null,
    });
  }
  // A line the server left out of its answer is one it cannot sell.
  for (const key of keys) {
    if (!checks.has(key)) checks.set(key, { unitPrice: 0, available: 0, status: 'unavailable', priceChange: null });
  }
  return checks;
}

/** Re-checks the given cart lines with the server while online; see the module comment. */
export function useCartRecheck(lines: readonly CartLine[], country: Country, online: boolean): CartRecheck {
  const [answer, setAnswer] = useState<{ country: Country; quote: Quote } | null>(null);
  const [status, setStatus] = useState<CartRecheck['status']>('idle');
  const [nonce, setNonce] = useState(0);
  const [acknowledged, setAcknowledged] = useState(0);
  const latest = useRef(lines);
  useLayoutEffect(() => {
    latest.current = lines;
  });

  // What is asked: which lines, and the prices the device shows for them (a catalogue update
  // arriving while the page is open is a reason to ask again). Quantities are not: the answer's
  // `available` covers any quantity.
  const trigger = `${country}|${lines.map((line) => `${line.key}=${line.unitPrice ?? '-'}`).join(',')}`;

  useEffect(() => {
    if (!online || latest.current.length === 0) return;
    let active = true;
    setStatus('checking');
    const asked = latest.current.slice(0, 100);
    void requestQuote({
      country,
      lines: asked.map((line) => ({ productId: line.productId, variantId: line.variantId, quantity: Math.min(999, Math.max(1, line.quantity)) })),
    }).then(
      (quote) => {
        if (!active) return;
        setAnswer({ country, quote });
        setStatus('checked');
      },
      () => active && setStatus('failed'),
    );
    return () => {
      active = false;
    };
    // `trigger` stands for the lines and country; `nonce` for an explicit refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trigger, online, nonce]);

  const keys = lines.map((line) => line.key);
  const checks = answer && answer.country === country ? checksFrom(answer.quote, country, keys) : new Map<string, LineCheck>();
  void acknowledged;

  // The first price a line is shown at is the one later changes are measured from.
  useEffect(() => {
    const shown = lines.flatMap((line) => {
      const price = checks.get(line.key)?.unitPrice ?? line.unitPrice;
      return price === null ? [] : [{ key: line.key, unitPrice: price }];
    });
    rememberSeenPrices(country, shown, true);
  });

  // Stock now short: the quantity comes down to what is there (SPEC §4: quantity up to stock).
  useEffect(() => {
    for (const line of lines) {
      const check = checks.get(line.key);
      if (check && check.available >= 1 && line.quantity > check.available) void setQuantity(line.key, check.available);
    }
  });

  const acknowledge = useCallback(() => {
    if (!answer) return;
    rememberSeenPrices(
      answer.country,
      answer.quote.lines.map((line) => ({ key: cartItemKey(line.productId, line.variantId), unitPrice: line.unitPrice })),
    );
    setAcknowledged((count) => count + 1);
  }, [answer]);

  const refresh = useCallback(() => setNonce((count) => count + 1), []);
  const adopt = useCallback((quote: Quote) => {
    setAnswer({ country, quote });
    setStatus('checked');
  }, [country]);

  const relevant = new Set(keys);
  const hasUnacknowledgedChanges = [...checks].some(([key, check]) => relevant.has(key) && check.priceChange !== null);
  return { status, checks, hasUnacknowledgedChanges, acknowledge, refresh, adopt };
}
