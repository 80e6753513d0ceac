import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { ShippingAddressInput, Totals } from '../../../shared/checkout/api';
import { checkShippingCountry } from '../../../shared/checkout/address';
import { shippingContactProblem, type ContactField, type ContactProblem } from '../../../shared/checkout/contact';
import { formatMoney, type Country, type CurrencyCode } from '../../../shared/money';
import { CART, REGION, TOASTS, VALIDATION, type ToastText } from '../../../shared/texts';
import { setAppliedPromo, useAppliedPromo } from '../../lib/cart/applied-promo';
import { cartSummaryTotals, isUnavailable, selectedLines, toLineInputs } from '../../lib/cart/cart-summary';
import type { PaymentOrder } from '../../lib/cart/payment-order';
import { useCartLines, useShippingRate } from '../../lib/cart/use-cart';
import { useCartRecheck } from '../../lib/cart/use-cart-recheck';
import { useCountry } from '../../lib/region/country-store';
import { useSession } from '../../lib/session/current-user';
import { showToast } from '../../lib/toast/toast-store';
import { useOnlineStatus } from '../../lib/use-online-status';
import { ExpressPayment } from '../../lib/checkout/express-payment';
import { useCheckoutQuote } from '../../lib/checkout/use-checkout-quote';

// /checkout: contact, shipping address, delivery method, the server's summary (with US tax once a
// US address with a postal code is known; "incl. VAT" in the UK) and payment. Needs the network.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface AddressForm {
  fullName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  region: string;
  postalCode: string;
  /** ISO code: US or GB. */
  countryCode: 'US' | 'GB';
}

const ADDRESS_COUNTRY_BY_SHOP: Record<Country, AddressForm['countryCode']> = { US: 'US', UK: 'GB' };

/** The form as an address, whatever is filled in (what a card payment is checked against). */
function formAddress(form: AddressForm): ShippingAddressInput {
  return {
    fullName: form.fullName.trim(),
    addressLine1: form.addressLine1.trim(),
    addressLine2: form.addressLine2.trim() || null,
    adminArea2: form.city.trim(),
    adminArea1: form.region.trim() || null,
    postalCode: form.postalCode.trim(),
    countryCode: form.countryCode,
  };
}

/** The input a missing detail is named at. */
const inputIdOf = (field: ContactField) => (field === 'countryCode' ? 'checkout-country' : `checkout-${field}`);

function toShippingAddress(form: AddressForm): ShippingAddressInput | undefined {
  // Until the shopper has given a street, city or postal code, PayPal's address sheet supplies it.
  if (!form.addressLine1.trim() && !form.city.trim() && !form.postalCode.trim()) return undefined;
  return {
    ...(form.fullName.trim() ? { fullName: form.fullName.trim() } : {}),
    ...(form.addressLine1.trim() ? { addressLine1: form.addressLine1.trim() } : {}),
    ...(form.addressLine2.trim() ? { addressLine2: form.addressLine2.trim() } : {}),
    ...(form.city.trim() ? { adminArea2: form.city.trim() } : {}),
    ...(form.region.trim() ? { adminArea1: form.region.trim().toUpperCase() } : {}),
    ...(form.postalCode.trim() ? { postalCode: form.postalCode.trim().toUpperCase() } : {}),
    countryCode: form.countryCode,
  };
}

export function CheckoutPage({ itemKeys, renderBackLink }: { itemKeys: string[] | undefined; renderBackLink?: ReactNode }) {
  const online = useOnlineStatus();
  const { user } = useSession();
  const { country, currency } = useCountry();
  const cart = useCartLines();
  const recheck = useCartRecheck(cart.lines, country, online);
  const shippingRate = useShippingRate(country);
  const promo = useAppliedPromo(country);
  const [nonce, setNonce] = useState(0);

  const [emailInput, setEmail] = useState<string | null>(null);
  const email = emailInput ?? user?.email ?? '';
  const [address, setAddress] = useState<AddressForm>({
    fullName: '', addressLine1: '', addressLine2: '', city: '', region: '', postalCode: '', countryCode: ADDRESS_COUNTRY_BY_SHOP[country],
  });
  const [touchedCountry, setTouchedCountry] = useState(false);
  // The detail a payment was stopped for: shown at its field until that field changes.
  const [missing, setMissing] = useState<ContactProblem | null>(null);
  const missingAt = (field: ContactField) => (missing?.field === field ? missing.message : null);

  const wanted = itemKeys ? new Set(itemKeys) : new Set(cart.lines.map((line) => line.key));
  const available = new Set(cart.lines.filter((line) => !isUnavailable(line, recheck.checks.get(line.key))).map((line) => line.key));
  const selected = new Set([...wanted].filter((key) => available.has(key)));
  const chosen = selectedLines(cart.lines, selected, recheck.checks);
  const lineInputs = toLineInputs(chosen);

  const addressProblem = checkShippingCountry(currency, { countryCode: address.countryCode });
  const shippingAddress = addressProblem ? undefined : toShippingAddress(address);
  const quote = useCheckoutQuote(country, lineInputs, promo?.code ?? null, shippingAddress, online, nonce);

  const preview = cartSummaryTotals(country, chosen, promo, shippingRate);
  const totals: Totals = quote.status === 'ready' ? quote.quote.totals : preview;
  const promoError = quote.status === 'ready' ? quote.quote.promoError : null;
  const emailProblem = email.trim() !== '' && !EMAIL_PATTERN.test(email.trim()) ? VALIDATION.invalidEmailAddress : null;

  const refusedCode = promoError && promo ? promo.code : null;
  useEffect(() => {
    if (!refusedCode || !promoError) return;
    // The server no longer accepts the code for this order: drop it and say why.
    setAppliedPromo(null);
    showToast({ title: 'Promo code removed', description: promoError.message }, 'destructive');
    // Once per refused code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusedCode]);

  let blockedReason: ToastText | null = null;
  if (chosen.length === 0) blockedReason = TOASTS.noItemsSelected;
  else if (recheck.hasUnacknowledgedChanges) blockedReason = { title: 'Prices have changed', description: 'Please review the changes before paying.' };
  else if (addressProblem) blockedReason = { title: addressProblem.title, description: addressProblem.message };
  else if (emailProblem) blockedReason = { title: 'Error', description: emailProblem };

  const paymentOrder: PaymentOrder = {
    country,
    currency,
    lines: chosen.map((line) => ({ key: line.key, productId: line.productId, variantId: line.variantId, quantity: line.quantity })),
    promoCode: promo?.code ?? null,
    email: email.trim() && !emailProblem ? email.trim().toLowerCase() : undefined,
    shippingAddress,
    expectedTotal: totals.total,
    blockedReason,
    onConflict: (fresh) => {
      recheck.adopt(fresh);
      setNonce((count) => count + 1);
    },
    cardContactProblem: shippingContactProblem(currency, { email, shippingAddress: formAddress(address) }),
    onContactProblem: (problem) => {
      setMissing(problem);
      document.getElementById(inputIdOf(problem.field))?.focus();
    },
  };

  const field = (name: keyof AddressForm & ContactField) => ({
    id: `checkout-${name}`,
    name,
    value: address[name],
    onChange: (event: { target: { value: string } }) => {
      setAddress((form) => ({ ...form, [name]: event.target.value }));
      if (missing?.field === name) setMissing(null);
    },
    ...(missingAt(name) ? { 'aria-invalid': true, 'aria-describedby': `checkout-${name}-error` } : {}),
  });
  const missingNote = (name: ContactField) => {
    const message = missingAt(name);
    return message ? <p id={`checkout-${name}-error`} className="checkout-field-error" role="alert">{message}</p> : null;
  };
  const emailError = emailProblem ?? missingAt('email');

  return (
    <div data-testid="page-checkout" className="checkout-page">
      <h1>Checkout</h1>
      {!online && (
        <p className="notice checkout-offline" role="status" data-testid="checkout-offline">
          Checkout needs an internet connection. Your cart is saved on this device; come back when you’re online to pay.
        </p>
      )}
      {cart.status === 'ready' && cart.lines.length === 0 ? (
        <div className="checkout-empty">
          <p className="lede">{CART.empty}</p>
          <Link to="/shop" className="button">{CART.continueShopping}</Link>
        </div>
      ) : (
        <div className="checkout-layout">
          <form className="checkout-form" noValidate onSubmit={(event) => event.preventDefault()}>
            <fieldset className="checkout-section">
              <legend>Contact</legend>
              <label htmlFor="checkout-email">Email</label>
              <input
                id="checkout-email"
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  if (missing?.field === 'email') setMissing(null);
                }}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? 'checkout-email-error' : undefined}
              />
              {emailError && <p id="checkout-email-error" className="checkout-field-error" role="alert">{emailError}</p>}
            </fieldset>

            <fieldset className="checkout-section">
              <legend>Delivery method</legend>
              <label className="checkout-choice">
                <input type="radio" name="deliveryMethod" value="shipping" checked readOnly /> Shipping
              </label>
              <p className="muted checkout-note" data-testid="pickup-note">
                Collecting in a store instead? Choose the store and its pickup items at <Link to="/store-pickup">Store Pickup</Link>; they are paid at pickup checkout.
              </p>
            </fieldset>

            <fieldset className="checkout-section checkout-address">
              <legend>Shipping address</legend>
              <label htmlFor="checkout-fullName">Full name</label>
              <input {...field('fullName')} autoComplete="name" />
              {missingNote('fullName')}
              <label htmlFor="checkout-addressLine1">Address line 1</label>
              <input {...field('addressLine1')} autoComplete="address-line1" />
              {missingNote('addressLine1')}
              <label htmlFor="checkout-addressLine2">Address line 2 (optional)</label>
              <input id="checkout-addressLine2" name="addressLine2" value={address.addressLine2} onChange={(event) => setAddress((form) => ({ ...form, addressLine2: event.target.value }))} autoComplete="address-line2" />
              <label htmlFor="checkout-city">{address.countryCode === 'GB' ? 'Town or city' : 'City'}</label>
              <input {...field('city')} autoComplete="address-level2" />
              {missingNote('city')}
              <label htmlFor="checkout-region">{address.countryCode === 'GB' ? 'County (optional)' : 'State'}</label>
              <input {...field('region')} autoComplete="address-level1" />
              {missingNote('region')}
              <label htmlFor="checkout-postalCode">{address.countryCode === 'GB' ? 'Postcode' : 'ZIP code'}</label>
              <input {...field('postalCode')} autoComplete="postal-code" />
              {missingNote('postalCode')}
              <label htmlFor="checkout-country">Country</label>
              <select
                id="checkout-country"
                name="countryCode"
                value={address.countryCode}
                autoComplete="country"
                aria-invalid={addressProblem ? true : undefined}
                aria-describedby={addressProblem ? 'checkout-country-error' : undefined}
                onChange={(event) => {
                  setTouchedCountry(true);
                  setAddress((form) => ({ ...form, countryCode: event.target.value === 'GB' ? 'GB' : 'US' }));
                }}
              >
                <option value="US">{REGION.countries.US}</option>
                <option value="GB">{REGION.countries.UK}</option>
              </select>
              {addressProblem && (touchedCountry || address.countryCode !== ADDRESS_COUNTRY_BY_SHOP[country]) && (
                <p id="checkout-country-error" className="checkout-field-error" role="alert">
                  <strong>{addressProblem.title}:</strong> {addressProblem.message}
                </p>
              )}
            </fieldset>
          </form>

          <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
            <h2 id="checkout-summary-title">Order Summary</h2>
            {recheck.hasUnacknowledgedChanges && (
              <div className="cart-changes" role="alert">
                <p>Some prices changed since you last saw them.</p>
                <ul>
                  {cart.lines.flatMap((line) => {
                    const change = recheck.checks.get(line.key)?.priceChange;
                    return change ? [<li key={line.key}>{line.product?.name}: Price changed from {formatMoney(change.from, currency)} to {formatMoney(change.to, currency)}</li>] : [];
                  })}
                </ul>
                <button type="button" className="button" onClick={recheck.acknowledge}>OK, I’ve seen the changes</button>
              </div>
            )}
            {chosen.length === 0 ? (
              <p data-testid="checkout-summary-empty">{CART.noItemsSelected}</p>
            ) : (
              <>
                <ul className="checkout-lines">
                  {chosen.map((line) => {
                    const cartLine = cart.lines.find((candidate) => candidate.key === line.key);
                    return (
                      <li key={line.key} className="checkout-line">
                        <span>{cartLine?.product?.name}{cartLine?.variant ? ` (${cartLine.variant.variantName})` : ''} × {line.quantity}</span>
                        <span>{formatMoney(line.unitPrice * line.quantity, currency)}</span>
                      </li>
                    );
                  })}
                </ul>
                <CheckoutTotals totals={totals} currency={currency} country={country} promoCode={promo?.code ?? null} taxKnown={quote.status === 'ready' && shippingAddress?.postalCode !== undefined} />
              </>
            )}
            {cart.lines.some((line) => wanted.has(line.key) && !available.has(line.key)) && (
              <p className="cart-notice" role="status">Some items are no longer available and were left out.</p>
            )}
            <div className="checkout-payment">
              <ExpressPayment order={paymentOrder} online={online} withCardFields />
            </div>
            {renderBackLink}
          </aside>
        </div>
      )}
    </div>
  );
}

function CheckoutTotals({ totals, currency, country, promoCode, taxKnown }: { totals: Totals; currency: CurrencyCode; country: Country; promoCode: string | null; taxKnown: boolean }) {
  return (
    <dl className="checkout-totals" data-testid="checkout-totals">
      <div><dt>Subtotal</dt><dd>{formatMoney(totals.subtotal, currency)}</dd></div>
      {totals.discount > 0 && <div><dt>Discount{promoCode ? ` (${promoCode})` : ''}</dt><dd>−{formatMoney(totals.discount, currency)}</dd></div>}
      <div><dt>Shipping</dt><dd>{totals.shipping === 0 ? 'Free' : formatMoney(totals.shipping, currency)}</dd></div>
      {country === 'US' && (
        <div>
          <dt>Tax</dt>
          <dd data-testid="checkout-tax">{taxKnown ? formatMoney(totals.tax, currency) : 'Calculated from your address'}</dd>
        </div>
      )}
      <div className="checkout-totals__total"><dt>Total</dt><dd data-testid="checkout-total">{formatMoney(totals.total, currency)}</dd></div>
      {country === 'UK' && <p className="muted checkout-vat" data-testid="checkout-vat">incl. VAT {formatMoney(totals.vatIncluded, currency)}</p>}
    </dl>
  );
}
