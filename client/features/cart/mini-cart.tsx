import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { cartItemKey } from '../../../shared/sync/cart-item-key';
import { MINI_CART_TEXTS } from '../../../shared/checkout/checkout-texts';
import { formatMoney } from '../../../shared/money';
import type { AddedToBag } from '../../lib/events/added-to-bag';
import { useAppliedPromo } from './applied-promo';
import { cartSummaryTotals, selectedLines } from './cart-summary';
import { useCartLines, useShippingRate } from './use-cart';
import { useCountry } from '../../lib/region/country-store';
import { setToastRoom } from '../../lib/toast/toast-store';
import { CartTotals } from './cart-totals';
import { FreeShippingNote } from './free-shipping-note';
import './mini-cart.css';

/** Where the popover and the toasts stand side by side (the media query in mini-cart.css). */
const SIDE_BY_SIDE = '(min-width: 46rem)';

/**
 * The mini-cart (issue 10 §9): what was just added, the bag's summary in the cart's words and rule
 * (CartTotals) and how far it is from free shipping, with Checkout and Continue shopping. A non-modal popover: focus moves into it and goes
 * back to where it was on Escape, Close or Continue shopping; a click elsewhere or a new page closes
 * it. Everything is read from the device's cart and catalogue, so it works offline.
 */
export default function MiniCart({ added, onClose }: { added: AddedToBag; onClose: () => void }) {
  const { country, currency } = useCountry();
  const cart = useCartLines();
  const rate = useShippingRate(country);
  const promo = useAppliedPromo(country);
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const panel = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const openedOn = useRef(pathname);

  const closeAndReturn = () => {
    onClose();
    const target = returnTo.current;
    if (target?.isConnected) target.focus();
  };

  useEffect(() => {
    // Focus moves in on every add (the same popover may show a second one).
    if (!panel.current?.contains(document.activeElement)) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    panel.current?.focus();
  }, [added.seq]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      const target = returnTo.current;
      if (target?.isConnected) target.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !panel.current?.contains(event.target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);

  // Toasts stack just below the popover while it is open, never on top of it (docs/decisions/073).
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    const root = document.documentElement;
    const place = () => root.style.setProperty('--mini-cart-bottom', `${Math.ceil(element.getBoundingClientRect().bottom)}px`);
    // On a phone the toasts have only the space below the popover: room for the newest one alone, the
    // others waiting (their time stopped) until the popover closes, rather than pushed off the screen.
    const sideBySide = window.matchMedia(SIDE_BY_SIDE);
    const makeRoom = () => setToastRoom(sideBySide.matches ? null : 1);
    place();
    makeRoom();
    root.dataset.miniCart = 'open';
    const observer = new ResizeObserver(place);
    observer.observe(element);
    window.addEventListener('resize', place);
    sideBySide.addEventListener('change', makeRoom);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
      sideBySide.removeEventListener('change', makeRoom);
      setToastRoom(null);
      delete root.dataset.miniCart;
      root.style.removeProperty('--mini-cart-bottom');
    };
  }, []);

  useEffect(() => {
    if (pathname !== openedOn.current) onClose();
  }, [pathname, onClose]);

  const key = cartItemKey(added.productId, added.variantId);
  const line = cart.lines.find((candidate) => candidate.key === key);
  const buyable = selectedLines(cart.lines, new Set(cart.lines.map((candidate) => candidate.key)), new Map());
  const totals = cartSummaryTotals(country, buyable, promo, rate);
  const units = buyable.reduce((sum, candidate) => sum + candidate.quantity, 0);

  return (
    <div ref={panel} className="mini-cart" role="dialog" aria-labelledby="mini-cart-title" tabIndex={-1} data-testid="mini-cart">
      <div className="mini-cart__head">
        <h2 id="mini-cart-title" className="mini-cart__title">{MINI_CART_TEXTS.title}</h2>
        <button type="button" className="mini-cart__close" aria-label={MINI_CART_TEXTS.close} onClick={closeAndReturn}>×</button>
      </div>
      {line?.product && (
        <div className="mini-cart__item" data-testid="mini-cart-item">
          <p className="mini-cart__name">{line.product.name}{line.variant ? ` (${line.variant.variantName})` : ''}</p>
          <p className="mini-cart__meta">
            <span>{MINI_CART_TEXTS.quantity(added.added)}</span>
            {line.unitPrice !== null && <span>{formatMoney(line.unitPrice * added.added, currency)}</span>}
          </p>
        </div>
      )}
      {cart.status === 'ready' && (
        <>
          <p className="mini-cart__count" data-testid="mini-cart-count">{MINI_CART_TEXTS.inBag(units)}</p>
          <CartTotals totals={totals} currency={currency} promoCode={promo?.code ?? null} testIdPrefix="mini-cart" />
          <FreeShippingNote afterDiscount={totals.subtotal - totals.discount} rate={rate} currency={currency} />
        </>
      )}
      <div className="mini-cart__actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            onClose();
            void navigate({ to: '/checkout', search: { items: buyable.map((candidate) => candidate.key).join(',') } });
          }}
        >
          {MINI_CART_TEXTS.checkout}
        </button>
        <button type="button" className="button button--quiet" onClick={closeAndReturn}>{MINI_CART_TEXTS.continueShopping}</button>
      </div>
    </div>
  );
}
