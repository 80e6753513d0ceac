import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from '@tanstack/react-router';
import type { Totals } from '../../../shared/checkout/api';
import { lineName } from '../../../shared/checkout/checkout-texts';
import { pickupContactProblem } from '../../../shared/checkout/contact';
import type { Country, CurrencyCode } from '../../../shared/money';
import { PICKUP_CHECKOUT_TEXTS } from '../../../shared/pickup/pickup-checkout-texts';
import type { ToastText } from '../../../shared/texts';
import { CartTotals } from '../cart/cart-totals';
import { LiveForm } from '../../lib/form/shop-form';
import { useLiveForm } from '../../lib/form/use-schema-form';
import { LinePrice } from '../cart/line-price';
import type { PaymentOrder } from '../cart/payment-order';
import { clearPickupBag, usePickupBag } from '../pickup/pickup-bag-store';
import { useSession } from '../../lib/session/current-user';
import { useOnlineStatus } from '../../lib/use-online-status';
import { ExpressPayment } from '../checkout/express-payment';
import { useCheckoutQuote } from '../checkout/use-checkout-quote';
import { PickupStoreAddress } from '../pickup/pickup-store-address';
import { useStoreById } from '../pickup/use-pickup-store';
import './pickup-checkout.css';

/** Who collects, and the promo code box: the pickup checkout's fields (a form the payment buttons pay, never submitted). */
interface PickupContactForm {
  contactName: string;
  email: string;
  phone: string;
  promoCode: string;
}

/**
 * /pickup-checkout: the pickup bag's lines, its store, who collects (name, email, phone; a
 * signed-in shopper's name and email filled in), a promo code and the server's totals (no
 * shipping; US tax at the store's address, UK prices incl. VAT), paid with the same PayPal flow as
 * a shipping order. On success the bag is emptied and the shopper sees /pickup-confirmation.
 */
export function PickupCheckoutPage() {
  const online = useOnlineStatus();
  const { user } = useSession();
  const bag = usePickupBag();
  const store = useStoreById(bag.lines.length > 0 ? bag.storeId : null);
  const form = useLiveForm<PickupContactForm>({ contactName: user?.name ?? '', email: user?.email ?? '', phone: '', promoCode: '' });
  const { contactName: name, email, phone } = useWatch({ control: form.control }) as PickupContactForm;
  // The code the totals are worked out with: the box's, once "Apply" is pressed.
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const [nonce, setNonce] = useState(0);
  // A signed-in shopper's name and email fill their boxes until they type their own.
  const [typed, setTyped] = useState({ contactName: false, email: false });
  useEffect(() => {
    if (!typed.contactName) form.setValue('contactName', user?.name ?? '');
    if (!typed.email) form.setValue('email', user?.email ?? '');
  }, [form, typed, user?.name, user?.email]);
  const typing = (field: 'contactName' | 'email') => ({ onChange: () => setTyped((was) => (was[field] ? was : { ...was, [field]: true })) });

  const country: Country = store?.country ?? 'US';
  const currency: CurrencyCode = country === 'US' ? 'USD' : 'GBP';
  const lines = bag.lines.map((line) => ({ productId: line.productId, variantId: line.variantId, quantity: line.quantity }));
  const usable = store ? store.isActive && store.pickupEnabled : false;
  const quote = useCheckoutQuote(country, usable ? lines : [], promoCode, undefined, online, nonce, store?.id);

  if (bag.lines.length === 0) {
    return (
      <div data-testid="page-pickup-checkout" className="checkout-page">
        <h1>{PICKUP_CHECKOUT_TEXTS.title}</h1>
        <p className="lede">{PICKUP_CHECKOUT_TEXTS.bagEmpty}</p>
        <Link to="/pickup-shop" className="button">{PICKUP_CHECKOUT_TEXTS.shopForPickup}</Link>
      </div>
    );
  }
  if (store === undefined) {
    return (
      <div data-testid="page-pickup-checkout" className="checkout-page">
        <h1>{PICKUP_CHECKOUT_TEXTS.title}</h1>
        <p role="status">Loading…</p>
      </div>
    );
  }
  if (store === null || !usable) {
    return (
      <div data-testid="page-pickup-checkout" className="checkout-page">
        <h1>{PICKUP_CHECKOUT_TEXTS.title}</h1>
        <p className="notice" role="alert">{PICKUP_CHECKOUT_TEXTS.storeGone}</p>
        <Link to="/store-pickup" className="button">{PICKUP_CHECKOUT_TEXTS.chooseStoreLink}</Link>
      </div>
    );
  }

  const priced = quote.status === 'ready' ? quote.quote : null;
  const totals: Totals | null = priced?.totals ?? null;
  const short = priced?.lines.find((line) => line.status !== 'ok');
  const contact = pickupContactProblem({ contactName: name, email, phone });
  let blockedReason: ToastText | null = null;
  if (!priced) blockedReason = { title: 'One moment', description: 'The totals are still being worked out.' };
  else if (short) blockedReason = { title: 'Not available', description: `${short.productName || 'An item'}${short.variantName ? ` (${short.variantName})` : ''}: ${short.available > 0 ? `only ${short.available} left at ${store.name}` : `not available at ${store.name}`}.` };
  else if (contact) blockedReason = { title: PICKUP_CHECKOUT_TEXTS.contactTitle, description: contact.message };

  const paymentOrder: PaymentOrder = {
    country,
    currency,
    lines: bag.lines.map((line) => ({ key: `${line.productId}:${line.variantId ?? ''}`, productId: line.productId, variantId: line.variantId, quantity: line.quantity })),
    promoCode,
    email: email.trim().toLowerCase() || undefined,
    expectedTotal: totals?.total ?? 0,
    blockedReason,
    onConflict: () => setNonce((count) => count + 1),
    pickup: { storeId: store.id, contactName: name.trim(), phone: phone.trim(), clearBag: clearPickupBag },
  };

  return (
    <div data-testid="page-pickup-checkout" className="checkout-page">
      <h1>{PICKUP_CHECKOUT_TEXTS.title}</h1>
      {!online && <p className="notice checkout-offline" role="status">{PICKUP_CHECKOUT_TEXTS.offline}</p>}
      <div className="checkout-layout">
        <LiveForm form={form} className="checkout-form">
          <fieldset className="checkout-section" data-testid="pickup-checkout-store">
            <legend>{PICKUP_CHECKOUT_TEXTS.storeTitle}</legend>
            <PickupStoreAddress store={store} className="pickup-checkout__store" />
            <Link to="/store-pickup">Change store</Link>
          </fieldset>
          <fieldset className="checkout-section">
            <legend>{PICKUP_CHECKOUT_TEXTS.contactTitle}</legend>
            <p className="muted">{PICKUP_CHECKOUT_TEXTS.contactNote}</p>
            <label htmlFor="pickup-name">{PICKUP_CHECKOUT_TEXTS.nameLabel}</label>
            <input id="pickup-name" autoComplete="name" {...form.register('contactName', typing('contactName'))} />
            <label htmlFor="pickup-email">{PICKUP_CHECKOUT_TEXTS.emailLabel}</label>
            <input id="pickup-email" type="email" autoComplete="email" {...form.register('email', typing('email'))} />
            <label htmlFor="pickup-phone">{PICKUP_CHECKOUT_TEXTS.phoneLabel}</label>
            <input id="pickup-phone" type="tel" autoComplete="tel" {...form.register('phone')} />
            {contact && (name || email || phone) && <p className="checkout-field-error" role="alert">{contact.message}</p>}
          </fieldset>
          <fieldset className="checkout-section">
            <legend>{PICKUP_CHECKOUT_TEXTS.promoLabel}</legend>
            <label htmlFor="pickup-promo" className="visually-hidden">{PICKUP_CHECKOUT_TEXTS.promoLabel}</label>
            <div className="toolbar">
              <input id="pickup-promo" {...form.register('promoCode')} />
              <button type="button" className="button button--quiet" onClick={() => setPromoCode(form.getValues('promoCode').trim() || null)}>{PICKUP_CHECKOUT_TEXTS.applyPromo}</button>
              {promoCode && (
                <button type="button" className="button button--quiet" onClick={() => { setPromoCode(null); form.setValue('promoCode', ''); }}>{PICKUP_CHECKOUT_TEXTS.removePromo}</button>
              )}
            </div>
            {priced?.promoError && <p className="checkout-field-error" role="alert">{priced.promoError.message}</p>}
          </fieldset>
        </LiveForm>
        <aside className="checkout-summary" aria-labelledby="pickup-summary-title">
          <h2 id="pickup-summary-title">{PICKUP_CHECKOUT_TEXTS.summaryTitle}</h2>
          {priced ? (
            <ul className="checkout-lines" data-testid="pickup-checkout-lines">
              {priced.lines.map((line) => (
                <li key={`${line.productId}:${line.variantId ?? ''}`} className="checkout-line">
                  <span>{lineName(line.productName, line.variantName)} × {line.quantity}</span>
                  <LinePrice unitPrice={line.unitPrice} lineTotal={line.lineTotal} currency={currency} />
                </li>
              ))}
            </ul>
          ) : (
            <p role="status">{quote.status === 'failed' ? 'The totals could not be worked out. Please try again.' : 'Working out your totals…'}</p>
          )}
          {totals && <CartTotals totals={totals} currency={currency} promoCode={priced?.promo ? promoCode : null} testIdPrefix="checkout" pickup withTax />}
          <div className="checkout-payment">
            <ExpressPayment order={paymentOrder} online={online} />
          </div>
        </aside>
      </div>
    </div>
  );
}
