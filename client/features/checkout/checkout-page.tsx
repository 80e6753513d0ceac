import { useEffect, useState, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Link } from '@tanstack/react-router';
import { ISO_COUNTRY_CODE, type AddressFields } from '../../../shared/address';
import { isEmailAddress } from '../../../shared/auth/auth-schemas';
import type { ShippingAddressInput, Totals } from '../../../shared/checkout/api';
import { checkShippingCountry } from '../../../shared/checkout/address';
import { shippingContactProblem, type ContactField } from '../../../shared/checkout/contact';
import { formatMoney, type Country, type CurrencyCode } from '../../../shared/money';
import { CART, REGION, TOASTS, VALIDATION, type ToastText } from '../../../shared/texts';
import { setAppliedPromo, useAppliedPromo } from '../cart/applied-promo';
import { cartSummaryTotals, isUnavailable, selectedLines, toLineInputs } from '../cart/cart-summary';
import type { PaymentOrder } from '../cart/payment-order';
import { useCartLines, useShippingRate } from '../cart/use-cart';
import { useCartRecheck } from '../cart/use-cart-recheck';
import { errorAttributes } from '../../lib/form/field-error';
import { LiveForm } from '../../lib/form/shop-form';
import { useLiveForm } from '../../lib/form/use-schema-form';
import { useCountry } from '../../lib/region/country-store';
import { useSession } from '../../lib/session/current-user';
import { showToast } from '../../lib/toast/toast-store';
import { useOnlineStatus } from '../../lib/use-online-status';
import { ExpressPayment } from './express-payment';
import { useCheckoutQuote } from './use-checkout-quote';

// /checkout: contact, shipping address, delivery method, the server's summary (with US tax once a
// US address with a postal code is known; "incl. VAT" in the UK) and payment. Needs the network.

/** What the shopper types: a contact email and the shipping address. */
type CheckoutForm = AddressFields & { email: string };
type AddressPart = Exclude<keyof AddressFields, 'country'>;

/** The form as an address, whatever is filled in (what a card payment is checked against). */
function formAddress(form: CheckoutForm): ShippingAddressInput {
  return {
    fullName: form.fullName.trim(),
    addressLine1: form.addressLine1.trim(),
    addressLine2: form.addressLine2.trim() || null,
    adminArea2: form.city.trim(),
    adminArea1: form.region.trim() || null,
    postalCode: form.postalCode.trim(),
    countryCode: ISO_COUNTRY_CODE[form.country],
  };
}

/** The input a missing detail is named at. */
const inputIdOf = (field: ContactField) => (field === 'countryCode' ? 'checkout-country' : `checkout-${field}`);

function toShippingAddress(form: CheckoutForm): ShippingAddressInput | undefined {
  // Until the shopper has given a street, city or postal code, PayPal's address sheet supplies it.
  if (!form.addressLine1.trim() && !form.city.trim() && !form.postalCode.trim()) return undefined;
  return {
    ...(form.fullName.trim() ? { fullName: form.fullName.trim() } : {}),
    ...(form.addressLine1.trim() ? { addressLine1: form.addressLine1.trim() } : {}),
    ...(form.addressLine2.trim() ? { addressLine2: form.addressLine2.trim() } : {}),
    ...(form.city.trim() ? { adminArea2: form.city.trim() } : {}),
    ...(form.region.trim() ? { adminArea1: form.region.trim().toUpperCase() } : {}),
    ...(form.postalCode.trim() ? { postalCode: form.postalCode.trim().toUpperCase() } : {}),
    countryCode: ISO_COUNTRY_CODE[form.country],
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

  const form = useLiveForm<CheckoutForm>({ email: user?.email ?? '', fullName: '', addressLine1: '', addressLine2: '', city: '', region: '', postalCode: '', country });
  const values = useWatch({ control: form.control }) as CheckoutForm;
  const { email } = values;
  // The signed-in shopper's email fills the field until they type their own.
  const [emailTyped, setEmailTyped] = useState(false);
  useEffect(() => {
    if (!emailTyped) form.setValue('email', user?.email ?? '');
  }, [form, emailTyped, user?.email]);

  const wanted = itemKeys ? new Set(itemKeys) : new Set(cart.lines.map((line) => line.key));
  const available = new Set(cart.lines.filter((line) => !isUnavailable(line, recheck.checks.get(line.key))).map((line) => line.key));
  const selected = new Set([...wanted].filter((key) => available.has(key)));
  const chosen = selectedLines(cart.lines, selected, recheck.checks);
  const lineInputs = toLineInputs(chosen);

  const addressProblem = checkShippingCountry(currency, { countryCode: ISO_COUNTRY_CODE[values.country] });
  const shippingAddress = addressProblem ? undefined : toShippingAddress(values);
  const quote = useCheckoutQuote(country, lineInputs, promo?.code ?? null, shippingAddress, online, nonce);

  const preview = cartSummaryTotals(country, chosen, promo, shippingRate);
  const totals: Totals = quote.status === 'ready' ? quote.quote.totals : preview;
  const promoError = quote.status === 'ready' ? quote.quote.promoError : null;
  const emailProblem = email.trim() !== '' && !isEmailAddress(email) ? VALIDATION.invalidEmailAddress : null;

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
    cardContactProblem: shippingContactProblem(currency, { email, shippingAddress: formAddress(values) }),
    onContactProblem: (problem) => {
      // Shown at its field until that field changes.
      form.clearErrors();
      if (problem.field !== 'countryCode') form.setError(problem.field as keyof CheckoutForm, { type: 'missing', message: problem.message });
      document.getElementById(inputIdOf(problem.field))?.focus();
    },
  };

  const missingEmail = form.formState.errors.email?.message;
  const emailError = emailProblem ?? missingEmail;
  const gb = values.country === 'UK';

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
          <LiveForm form={form} className="checkout-form">
            <fieldset className="checkout-section">
              <legend>Contact</legend>
              <label htmlFor="checkout-email">Email</label>
              <input
                id="checkout-email"
                type="email"
                autoComplete="email"
                {...errorAttributes('checkout-email-error', emailError)}
                {...form.register('email', {
                  onChange: () => {
                    setEmailTyped(true);
                    form.clearErrors('email');
                  },
                })}
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
              <AddressLine form={form} name="fullName" label="Full name" autoComplete="name" />
              <AddressLine form={form} name="addressLine1" label="Address line 1" autoComplete="address-line1" />
              <AddressLine form={form} name="addressLine2" label="Address line 2 (optional)" autoComplete="address-line2" />
              <AddressLine form={form} name="city" label={gb ? 'Town or city' : 'City'} autoComplete="address-level2" />
              <AddressLine form={form} name="region" label={gb ? 'County (optional)' : 'State'} autoComplete="address-level1" />
              <AddressLine form={form} name="postalCode" label={gb ? 'Postcode' : 'ZIP code'} autoComplete="postal-code" />
              <label htmlFor="checkout-country">Country</label>
              <select id="checkout-country" autoComplete="country" {...errorAttributes('checkout-country-error', addressProblem?.message)} {...form.register('country')}>
                <option value="US">{REGION.countries.US}</option>
                <option value="UK">{REGION.countries.UK}</option>
              </select>
              {addressProblem && (
                <p id="checkout-country-error" className="checkout-field-error" role="alert">
                  <strong>{addressProblem.title}:</strong> {addressProblem.message}
                </p>
              )}
            </fieldset>
          </LiveForm>

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

/** One line of the shipping address: its label, its input and the detail a payment found missing there. */
function AddressLine({ form, name, label, autoComplete }: { form: UseFormReturn<CheckoutForm>; name: AddressPart; label: string; autoComplete: string }) {
  const id = `checkout-${name}`;
  const missing = form.formState.errors[name]?.message;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} autoComplete={autoComplete} {...errorAttributes(`${id}-error`, missing)} {...form.register(name, { onChange: () => form.clearErrors(name) })} />
      {missing && <p id={`${id}-error`} className="checkout-field-error" role="alert">{missing}</p>}
    </>
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
