import { Component, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import {
  PayPalButtons, PayPalCardFieldsForm, PayPalCardFieldsProvider, PayPalScriptProvider, usePayPalCardFields, usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import type { PayPalButtonsComponentOptions } from '@paypal/paypal-js';
import type { PaymentConfig } from '../../../shared/checkout/api';
import { TOASTS, VALIDATION, type ToastText } from '../../../shared/texts';
import { clearLines } from '../../lib/cart/cart-store';
import {
  conflictQuote, requestCapture, requestCreateOrder, requestPaymentConfig, requestShippingChange,
} from '../../lib/cart/checkout-client';
import type { PaymentOrder } from '../../lib/cart/payment-order';
import { getGuestId } from '../../lib/guest-id';
import { useSession } from '../../lib/session/current-user';
import { showToast } from '../../lib/toast/toast-store';

// SPEC §4 "Express payment flow": configuration, script, create, shipping change, approve,
// capture, clear the paid lines, confirmation. Every figure is the server's; the client passes the
// total the shopper saw (expectedTotal) so a stale view is refused (409) instead of charged.

/** The express button is 48 px high (SPEC §9). */
export const EXPRESS_BUTTON_HEIGHT = 48;

let configRequest: Promise<PaymentConfig | null> | null = null;

function loadPaymentConfig(): Promise<PaymentConfig | null> {
  configRequest ??= requestPaymentConfig().then((result) => {
    if (result.ok && result.data.clientId) return result.data;
    configRequest = null;
    return null;
  });
  return configRequest;
}

function usePaymentConfig(online: boolean): { status: 'loading' | 'ready' | 'failed'; config: PaymentConfig | null } {
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'failed'; config: PaymentConfig | null }>({ status: 'loading', config: null });
  useEffect(() => {
    if (!online) return;
    let active = true;
    void loadPaymentConfig().then((config) => {
      if (!active) return;
      if (config) setState({ status: 'ready', config });
      else {
        setState({ status: 'failed', config: null });
        showToast(TOASTS.paypalConfigFailed, 'destructive');
      }
    });
    return () => {
      active = false;
    };
  }, [online]);
  return state;
}

/** The PayPal express button (and, on /checkout, the card fields) for the given order. */
export function ExpressPayment({ order, online, withCardFields = false }: { order: PaymentOrder; online: boolean; withCardFields?: boolean }) {
  const { status, config } = usePaymentConfig(online);
  if (!online) {
    return <p className="checkout-offline" role="status">Payment needs an internet connection. Your cart is saved on this device.</p>;
  }
  if (status === 'loading') return <p className="checkout-payment-loading" role="status">Loading payment options...</p>;
  if (!config) return <p className="checkout-payment-error" role="alert">{TOASTS.paypalConfigFailed.title}</p>;
  return (
    <PayPalScriptProvider
      key={order.currency}
      options={{
        clientId: config.clientId,
        currency: order.currency,
        intent: 'capture',
        components: 'buttons,card-fields',
        ...(config.sdkBaseUrl ? { sdkBaseUrl: config.sdkBaseUrl } : {}),
      }}
    >
      <PaymentButtons order={order} withCardFields={withCardFields} />
    </PayPalScriptProvider>
  );
}

function PaymentButtons({ order, withCardFields }: { order: PaymentOrder; withCardFields: boolean }) {
  const [{ isPending, isRejected, isResolved }] = usePayPalScriptReducer();
  const handlers = usePaymentHandlers(order);

  useEffect(() => {
    if (isRejected) showToast(TOASTS.paypalSdkFailed, 'destructive');
  }, [isRejected]);

  if (isRejected) return <p className="checkout-payment-error" role="alert">{TOASTS.paypalSdkFailed.title}</p>;
  if (isPending) return <p className="checkout-payment-loading" role="status">Loading PayPal...</p>;
  const cardFieldsAvailable = isResolved && typeof (window as { paypal?: { CardFields?: unknown } }).paypal?.CardFields === 'function';
  return (
    <div className="checkout-express" data-testid="express-payment">
      <PayPalButtons
        style={{ layout: 'vertical', height: EXPRESS_BUTTON_HEIGHT, label: 'paypal' }}
        fundingSource="paypal"
        {...handlers}
      />
      {withCardFields && cardFieldsAvailable && (
        <CardFieldsBoundary>
          <CardPayment handlers={handlers} />
        </CardFieldsBoundary>
      )}
    </div>
  );
}

type Handlers = Required<Pick<PayPalButtonsComponentOptions, 'onClick' | 'createOrder' | 'onApprove' | 'onCancel' | 'onError' | 'onShippingAddressChange'>>;

function usePaymentHandlers(order: PaymentOrder): Handlers {
  const navigate = useNavigate();
  const { user } = useSession();
  const latest = useRef({ order, signedIn: user !== null });
  useEffect(() => {
    latest.current = { order, signedIn: user !== null };
  });
  // The lines sent with the payment order now being approved, and whether an error was already told.
  const paying = useRef<{ keys: string[]; orderId: string } | null>(null);
  const reported = useRef(false);

  const tell = (text: ToastText, destructive = true) => {
    reported.current = true;
    showToast(text, destructive ? 'destructive' : 'default');
  };

  const payer = () => {
    const { order: current, signedIn } = latest.current;
    return { ...(signedIn ? {} : { guestId: getGuestId() }), ...(current.email ? { email: current.email } : {}) };
  };

  return {
    onClick: async (_data, actions) => {
      reported.current = false;
      const blocked = latest.current.order.blockedReason;
      if (blocked) {
        tell(blocked);
        await actions.reject();
        return;
      }
      await actions.resolve();
    },
    createOrder: async () => {
      reported.current = false;
      const { order: current } = latest.current;
      if (current.blockedReason) {
        tell(current.blockedReason);
        throw new Error(current.blockedReason.title);
      }
      const result = await requestCreateOrder({
        country: current.country,
        lines: current.lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
        ...(current.promoCode ? { promoCode: current.promoCode } : {}),
        ...payer(),
        deliveryMethod: 'shipping',
        ...(current.shippingAddress ? { shippingAddress: current.shippingAddress } : {}),
        expectedTotal: current.expectedTotal,
      });
      if (result.ok) {
        paying.current = { keys: current.lines.map((line) => line.key), orderId: result.data.orderId };
        return result.data.paypalOrderId;
      }
      const quote = conflictQuote(result.body);
      if (quote) current.onConflict(quote);
      tell(TOASTS.createOrderFailed(result.message ?? undefined));
      throw new Error(result.message ?? 'Failed to create order');
    },
    onShippingAddressChange: async (data, actions) => {
      const paypalOrderId = data.orderID;
      if (!paypalOrderId) return;
      const address = data.shippingAddress;
      const result = await requestShippingChange(paypalOrderId, {
        countryCode: address.countryCode,
        ...(address.city ? { adminArea2: address.city } : {}),
        ...(address.state ? { adminArea1: address.state } : {}),
        ...(address.postalCode ? { postalCode: address.postalCode } : {}),
      }, payer().guestId);
      if (result.ok) {
        if (!result.data.patched) showToast(TOASTS.addressAcceptedTotalsFailed);
        return;
      }
      if (result.status === 422 || (result.status === 400 && result.code === 'INVALID_DATA')) {
        const fallback = latest.current.order.currency === 'USD' ? VALIDATION.usdAddress : VALIDATION.gbpAddress;
        tell({ title: VALIDATION.invalidShippingAddressTitle, description: result.message ?? fallback });
        await actions.reject();
        return;
      }
      // The server could not be asked: the address stands and capture settles the totals.
      showToast(TOASTS.addressAcceptedInternalError);
    },
    onApprove: async (data) => {
      const result = await requestCapture(data.orderID, payer());
      if (!result.ok) {
        tell(TOASTS.captureFailed(result.message ?? undefined));
        return;
      }
      showToast(TOASTS.paymentCompleted);
      const keys = paying.current?.keys ?? latest.current.order.lines.map((line) => line.key);
      paying.current = null;
      // The server empties a signed-in cart too; removing here shows it at once, offline or not.
      await clearLines(keys).catch((error: unknown) => console.warn('Paid lines stay in the cart until the next sync', error));
      await navigate({ to: '/order-confirmation', search: { orderId: result.data.orderId } });
    },
    onCancel: () => {
      paying.current = null;
      tell(TOASTS.paymentCancelled, false);
    },
    onError: (error) => {
      if (reported.current) return;
      console.error('PayPal reported an error', error);
      tell(TOASTS.paypalGenericError);
    },
  };
}

function CardPayment({ handlers }: { handlers: Handlers }) {
  return (
    <section className="checkout-card-fields" aria-labelledby="card-fields-title">
      <h3 id="card-fields-title">Or pay by card</h3>
      <PayPalCardFieldsProvider
        createOrder={() => handlers.createOrder({ paymentSource: 'card' }, { order: { create: () => Promise.reject(new Error('client-side orders are not used')) } })}
        onApprove={(data) => handlers.onApprove({ orderID: data.orderID }, { redirect: () => undefined, restart: () => undefined })}
        onError={(error) => handlers.onError(error as unknown as Record<string, unknown>)}
      >
        <PayPalCardFieldsForm />
        <CardSubmitButton />
      </PayPalCardFieldsProvider>
    </section>
  );
}

function CardSubmitButton() {
  const { cardFieldsForm } = usePayPalCardFields();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button checkout-card-submit"
      disabled={!cardFieldsForm || busy}
      onClick={() => {
        if (!cardFieldsForm) return;
        setBusy(true);
        // A failure inside the payment was already told by onError; what is left is invalid card details.
        void cardFieldsForm
          .getState()
          .then(async (state) => {
            if (state.isFormValid) await cardFieldsForm.submit();
            else showToast({ title: 'Error', description: 'Please check your card details.' }, 'destructive');
          })
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {busy ? 'Paying...' : 'Pay by card'}
    </button>
  );
}

/** Card fields are an extra: if the SDK cannot render them, the PayPal button still works. */
class CardFieldsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
