import type { ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { formatMoney, type CurrencyCode } from '../../../shared/money';
import { responsivePicture } from '../../../shared/media/media-urls';
import { CART_SUMMARY_TEXTS } from '../../../shared/checkout/checkout-texts';
import { CART, TOASTS } from '../../../shared/texts';
import { useAppliedPromo } from './applied-promo';
import { removeLine, setQuantity, MAX_LINE_QUANTITY } from './cart-store';
import {
  availableUnits, cartSummaryTotals, isUnavailable, selectedLines, shownUnitPrice, toLineInputs,
} from './cart-summary';
import type { PaymentOrder } from './payment-order';
import { useCartLines, useShippingRate, type CartLine } from './use-cart';
import { useCartRecheck, type LineCheck } from './use-cart-recheck';
import { useCountry } from '../../lib/region/country-store';
import { useSession } from '../../lib/session/current-user';
import { showToast } from '../../lib/toast/toast-store';
import { useOnlineStatus } from '../../lib/use-online-status';
import { CartTotals } from './cart-totals';
import { FreeShippingNote } from './free-shipping-note';
import { PromoCodeField } from './promo-code-field';
import { useCartSelection } from './use-cart-selection';
import { variantPictureUrl } from '../../../shared/catalog/product-pictures';

/** SPEC §2.8 /cart. The payment button comes from the route (features don't import each other). */
export function CartPage({ renderExpressPayment }: { renderExpressPayment: (order: PaymentOrder, online: boolean) => ReactNode }) {
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const session = useSession();
  const { country, currency } = useCountry();
  const cart = useCartLines();
  const recheck = useCartRecheck(cart.lines, country, online);
  const shippingRate = useShippingRate(country);
  const promo = useAppliedPromo(country);

  const selectable = cart.lines.filter((line) => !isUnavailable(line, recheck.checks.get(line.key))).map((line) => line.key);
  const selection = useCartSelection(selectable, `${cart.source ?? ''}|${country}`);
  const chosen = selectedLines(cart.lines, selection.selected, recheck.checks);
  const totals = cartSummaryTotals(country, chosen, promo, shippingRate);

  if (cart.status === 'loading') {
    return (
      <div data-testid="page-cart" className="cart-page">
        <h1>Your Cart</h1>
        <p role="status">Loading your cart...</p>
      </div>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <div data-testid="page-cart" className="cart-page cart-page--empty">
        <h1>{CART.empty}</h1>
        <p className="lede">Find something you’ll love in the shop.</p>
        <Link to="/shop" className="button">{CART.continueShopping}</Link>
      </div>
    );
  }

  const blockedReason = chosen.length === 0
    ? TOASTS.noItemsSelected
    : recheck.hasUnacknowledgedChanges
      ? { title: 'Prices have changed', description: 'Please review the changes in your cart before paying.' }
      : null;

  const proceed = () => {
    if (chosen.length === 0) {
      showToast(TOASTS.noItemsSelected, 'destructive');
      return;
    }
    void navigate({ to: '/checkout', search: { items: chosen.map((line) => line.key).join(',') } });
  };

  const paymentOrder: PaymentOrder = {
    country,
    currency,
    lines: chosen.map((line) => ({ key: line.key, productId: line.productId, variantId: line.variantId, quantity: line.quantity })),
    promoCode: promo?.code ?? null,
    // A signed-in shopper's receipt goes to their account's address; a guest's to PayPal's payer.
    email: session.user?.email,
    expectedTotal: totals.total,
    blockedReason,
    onConflict: recheck.adopt,
  };

  return (
    <div data-testid="page-cart" className="cart-page">
      <h1>Your Cart</h1>
      {recheck.hasUnacknowledgedChanges && (
        <div className="cart-changes" role="alert" data-testid="cart-changes">
          <p>Some items changed since you last saw them. Please check the prices below before you pay.</p>
          <button type="button" className="button" onClick={recheck.acknowledge}>OK, I’ve seen the changes</button>
        </div>
      )}
      <div className="cart-layout">
        <section aria-labelledby="cart-items-title" className="cart-items">
          <h2 id="cart-items-title" className="visually-hidden">Items</h2>
          <label className="cart-select-all">
            <input type="checkbox" checked={selection.allSelected} onChange={selection.toggleAll} disabled={selectable.length === 0} />
            Select all ({selection.selected.size}/{cart.lines.length})
          </label>
          <ul className="cart-lines">
            {cart.lines.map((line) => (
              <CartLineItem
                key={line.key}
                line={line}
                check={recheck.checks.get(line.key)}
                currency={currency}
                selected={selection.selected.has(line.key)}
                onToggle={() => selection.toggle(line.key)}
              />
            ))}
          </ul>
          {recheck.status === 'failed' && online && (
            <p className="cart-notice" role="status">We couldn’t check your cart with the shop just now; prices are confirmed before you pay.</p>
          )}
        </section>
        <aside className="cart-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title">Order Summary</h2>
          <PromoCodeField
            country={country}
            currency={currency}
            online={online}
            applied={promo}
            lines={toLineInputs(chosen)}
            discount={totals.discount}
          />
          {chosen.length === 0 ? (
            <p className="cart-summary__empty" data-testid="cart-summary-empty">{CART.noItemsSelected}</p>
          ) : (
            <>
              <CartTotals totals={totals} currency={currency} promoCode={promo?.code ?? null} />
              <FreeShippingNote afterDiscount={totals.subtotal - totals.discount} rate={shippingRate} currency={currency} />
            </>
          )}
          <div className="cart-actions">
            <button type="button" className="button cart-proceed" onClick={proceed}>{CART.proceedToCheckout}</button>
            <div className="cart-express">{renderExpressPayment(paymentOrder, online)}</div>
            <Link to="/shop" className="button button--quiet">{CART.continueShopping}</Link>
          </div>
        </aside>
      </div>
    </div>
  );
}

interface CartLineItemProps {
  line: CartLine;
  check: LineCheck | undefined;
  currency: CurrencyCode;
  selected: boolean;
  onToggle: () => void;
}

function CartLineItem({ line, check, currency, selected, onToggle }: CartLineItemProps) {
  const name = line.product?.name ?? 'A product no longer in the catalogue';
  const unavailable = isUnavailable(line, check);
  const price = shownUnitPrice(line, check);
  const limit = availableUnits(line, check);
  const max = Math.min(MAX_LINE_QUANTITY, limit ?? MAX_LINE_QUANTITY);
  const image = line.product ? variantPictureUrl(line.product, line.variant) : null;
  const short = !unavailable && limit !== null && limit >= 1 && (check?.status === 'insufficient_stock' || line.quantity > limit);

  return (
    <li className={`cart-line${unavailable ? ' cart-line--unavailable' : ''}`} data-testid="cart-line">
      <input
        type="checkbox"
        className="cart-line__select"
        checked={selected}
        disabled={unavailable}
        onChange={onToggle}
        aria-label={`Select ${name}${line.variant ? `, ${line.variant.variantName}` : ''}`}
      />
      {image ? <img className="cart-line__image" {...responsivePicture(image, '80px')} alt="" width={80} height={80} loading="lazy" /> : <div className="cart-line__image" aria-hidden="true" />}
      <div className="cart-line__body">
        <p className="cart-line__name">
          {line.product ? <Link to="/product/$id" params={{ id: line.productId }}>{name}</Link> : name}
        </p>
        {line.variant && <p className="cart-line__variant muted">Size: {line.variant.variantName}</p>}
        {price !== null && <p className="cart-line__price">{CART_SUMMARY_TEXTS.each(formatMoney(price, currency))}</p>}
        {check?.priceChange && (
          <p className="cart-line__notice" data-testid="price-changed">
            Price changed from {formatMoney(check.priceChange.from, currency)} to {formatMoney(check.priceChange.to, currency)}
          </p>
        )}
        {unavailable && <p className="cart-line__notice" data-testid="line-unavailable">No longer available</p>}
        {short && <p className="cart-line__notice" data-testid="line-short">Only {limit} left</p>}
        <div className="cart-line__controls">
          <div className="cart-stepper" role="group" aria-label={`Quantity of ${name}`}>
            <button type="button" aria-label="Decrease quantity" disabled={line.quantity <= 1 || unavailable} onClick={() => void setQuantity(line.key, line.quantity - 1)}>−</button>
            <output aria-label="Quantity" data-testid="line-quantity">{line.quantity}</output>
            <button type="button" aria-label="Increase quantity" disabled={line.quantity >= max || unavailable} onClick={() => void setQuantity(line.key, line.quantity + 1)}>+</button>
          </div>
          {price !== null && !unavailable && <span className="cart-line__total">{formatMoney(price * Math.min(line.quantity, max), currency)}</span>}
          <button
            type="button"
            className="button button--quiet cart-line__remove"
            onClick={() => {
              void removeLine(line.key).then(() => showToast(TOASTS.removedFromCart));
            }}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
