import { Component, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import {
  PayPalButtons, PayPalCardFieldsProvider, PayPalCVVField, PayPalExpiryField, PayPalNameField, PayPalNumberField, PayPalScriptProvider,
  usePayPalCardFields, usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import type { PayPalButtonsComponentOptions, PayPalCardFieldsStateObject } from '@paypal/paypal-js';
import type { CaptureResponse, CaptureStatusResponse, CheckoutErrorEnvelope, CreateOrderResponse, PaymentConfig } from '../../../shared/checkout/api';
import { CARD_TEXTS, CONTACT_TEXTS, PAYMENT_TEXTS } from '../../../shared/checkout/checkout-texts';
import { TOASTS, VALIDATION, type ToastText } from '../../../shared/texts';
import { ApiError, serverMessage } from '../../lib/api/api-client';
import { clearLines } from '../cart/cart-store';
import {
  conflictQuote, requestCapture, requestCaptureStatus, requestCreateOrder, requestPaymentConfig, requestShippingChange,
} from '../cart/checkout-client';
import type { PaymentOrder } from '../cart/payment-order';
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
  configRequest ??= requestPaymentConfig().catch(() => null).then((config) => {
    if (config?.clientId) return config;
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
  const { handlers, checkCardDetails, completing } = usePayment(order);

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
          <CardPayment handlers={handlers} checkCardDetails={checkCardDetails} />
        </CardFieldsBoundary>
      )}
      {completing && <p className="checkout-payment-completing" role="status" data-testid="payment-completing">{PAYMENT_TEXTS.beingCompleted}</p>}
    </div>
  );
}

type Handlers = Required<Pick<PayPalButtonsComponentOptions, 'onClick' | 'createOrder' | 'onApprove' | 'onCancel' | 'onError' | 'onShippingAddressChange'>>;

interface Payment {
  handlers: Handlers;
  /** Before a card payment: false (and the shopper told which field) when a detail is missing. */
  checkCardDetails: () => boolean;
  /** A capture answered "being completed": its outcome is being polled. */
  completing: boolean;
}

/**
 * Polls GET .../capture after a capture answered 202 until the payment is settled one way or the
 * other; null when the page went away first. Network failures are polled through.
 */
async function captureOutcome(paypalOrderId: string, guestId: string | undefined, alive: () => boolean): Promise<CaptureStatusResponse | null> {
  for (let delay = 1000; alive(); delay = Math.min(Math.round(delay * 1.5), 5000)) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    const status = await requestCaptureStatus(paypalOrderId, guestId).catch(() => null);
    if (status && status.status !== 'capturing') return status;
  }
  return null;
}

// A capture that answered "being completed" is followed through by the tab, not by the component
// that asked: the PayPal SDK can hand the approval to a button instance React has since replaced (a
// remount, the cart's buttons while the shopper moved on to checkout), and a payment the shopper
// approved must still end on its confirmation. The polling stops once no payment component is on
// screen (the shopper left the cart and checkout).
let paymentsOnScreen = 0;
let capturesCompleting = 0;
const completingListeners = new Set<() => void>();

function changeCapturesCompleting(by: 1 | -1): void {
  capturesCompleting += by;
  completingListeners.forEach((listener) => listener());
}

function subscribeToCompleting(listener: () => void): () => void {
  completingListeners.add(listener);
  return () => completingListeners.delete(listener);
}

function usePayment(order: PaymentOrder): Payment {
  const navigate = useNavigate();
  const { user } = useSession();
  const latest = useRef({ order, signedIn: user !== null });
  useEffect(() => {
    latest.current = { order, signedIn: user !== null };
  });
  const completing = useSyncExternalStore(subscribeToCompleting, () => capturesCompleting > 0, () => false);
  useEffect(() => {
    paymentsOnScreen += 1;
    return () => {
      paymentsOnScreen -= 1;
    };
  }, []);
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

  const checkCardDetails = () => {
    const { order: current } = latest.current;
    const problem = current.cardContactProblem;
    if (!problem) return true;
    tell({ title: CONTACT_TEXTS.title, description: problem.message });
    current.onContactProblem?.(problem);
    return false;
  };

  const handlers: Handlers = {
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
    createOrder: async (data) => {
      reported.current = false;
      const { order: current } = latest.current;
      if (current.blockedReason) {
        tell(current.blockedReason);
        throw new Error(current.blockedReason.title);
      }
      let created: CreateOrderResponse;
      try {
        created = await requestCreateOrder({
          country: current.country,
          lines: current.lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
          ...(current.promoCode ? { promoCode: current.promoCode } : {}),
          ...payer(),
          ...(current.pickup
            ? { deliveryMethod: 'pickup' as const, pickupStoreId: current.pickup.storeId, contactName: current.pickup.contactName, phone: current.pickup.phone }
            : { deliveryMethod: 'shipping' as const, ...(current.shippingAddress ? { shippingAddress: current.shippingAddress } : {}) }),
          expectedTotal: current.expectedTotal,
          // A card brings no address or email: the server then requires the form's.
          paymentSource: data.paymentSource === 'card' ? 'card' : 'paypal',
        });
      } catch (error) {
        const body = error instanceof ApiError ? error.body : null;
        const quote = conflictQuote(body);
        if (quote) current.onConflict(quote);
        const emailRefused = (body as CheckoutErrorEnvelope | null)?.error?.fields?.email;
        if (emailRefused) current.onContactProblem?.({ field: 'email', message: emailRefused });
        const message = serverMessage(error);
        tell(TOASTS.createOrderFailed(message));
        throw new Error(message ?? 'Failed to create order', { cause: error });
      }
      paying.current = { keys: current.lines.map((line) => line.key), orderId: created.orderId };
      return created.paypalOrderId;
    },
    onShippingAddressChange: async (data, actions) => {
      const paypalOrderId = data.orderID;
      if (!paypalOrderId) return;
      const address = data.shippingAddress;
      try {
        const changed = await requestShippingChange(paypalOrderId, {
          countryCode: address.countryCode,
          ...(address.city ? { adminArea2: address.city } : {}),
          ...(address.state ? { adminArea1: address.state } : {}),
          ...(address.postalCode ? { postalCode: address.postalCode } : {}),
        }, payer().guestId);
        if (!changed.patched) showToast(TOASTS.addressAcceptedTotalsFailed);
        return;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 422 || (error.status === 400 && error.code === 'INVALID_DATA'))) {
          const fallback = latest.current.order.currency === 'USD' ? VALIDATION.usdAddress : VALIDATION.gbpAddress;
          tell({ title: VALIDATION.invalidShippingAddressTitle, description: serverMessage(error) ?? fallback });
          await actions.reject();
          return;
        }
      }
      // The server could not be asked: the address stands and capture settles the totals.
      showToast(TOASTS.addressAcceptedInternalError);
    },
    onApprove: async (data, actions) => {
      let captured: CaptureResponse;
      try {
        captured = await requestCapture(data.orderID, payer());
      } catch (error) {
        if (error instanceof ApiError && error.code === 'PAYMENT_TOTAL_CHANGED') {
          // The total moved after approval (shipping and tax for an address only PayPal knew): nothing
          // was charged, PayPal's order now holds the new total, and the shopper approves it afresh.
          tell(TOASTS.paymentTotalChanged(serverMessage(error) ?? ''));
          await actions.restart();
          return;
        }
        tell(TOASTS.captureFailed(serverMessage(error)));
        return;
      }
      let paid: { orderId: string } = captured;
      if (captured.status === 'capturing') {
        // Another request (a double click, or the server's recovery) is completing this payment:
        // say so and wait for its outcome, never a hang.
        changeCapturesCompleting(1);
        let outcome: CaptureStatusResponse | null;
        try {
          outcome = await captureOutcome(data.orderID, payer().guestId, () => paymentsOnScreen > 0);
        } finally {
          changeCapturesCompleting(-1);
        }
        if (!outcome) return;
        if (outcome.status === 'not_paid') {
          tell(TOASTS.captureFailed(outcome.message));
          return;
        }
        paid = outcome;
      }
      showToast(TOASTS.paymentCompleted);
      const pickup = latest.current.order.pickup;
      if (pickup) {
        // A pickup order: its bag is emptied, and the confirmation shows the code.
        paying.current = null;
        pickup.clearBag();
        await navigate({ to: '/pickup-confirmation', search: { orderId: paid.orderId } });
        return;
      }
      const keys = paying.current?.keys ?? latest.current.order.lines.map((line) => line.key);
      paying.current = null;
      // The server empties a signed-in cart too; removing here shows it at once, offline or not.
      await clearLines(keys).catch((error: unknown) => console.warn('Paid lines stay in the cart until the next sync', error));
      await navigate({ to: '/order-confirmation', search: { orderId: paid.orderId } });
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
  return { handlers, checkCardDetails, completing };
}

function CardPayment({ handlers, checkCardDetails }: { handlers: Handlers; checkCardDetails: () => boolean }) {
  return (
    <section className="checkout-card-fields" aria-labelledby="card-fields-title">
      <h3 id="card-fields-title">Or pay by card</h3>
      <PayPalCardFieldsProvider
        createOrder={() => handlers.createOrder({ paymentSource: 'card' }, { order: { create: () => Promise.reject(new Error('client-side orders are not used')) } })}
        onApprove={(data) => handlers.onApprove({ orderID: data.orderID }, { redirect: () => undefined, restart: () => undefined })}
        onError={(error) => handlers.onError(error as unknown as Record<string, unknown>)}
      >
        {/* Not PayPalCardFieldsForm: its expiry and security code boxes sit in a flex row that lets
            a wrapped label push one box below the other. */}
        <div className="checkout-card-form">
          <PayPalNameField />
          <PayPalNumberField />
          <div className="checkout-card-row">
            <PayPalExpiryField />
            <PayPalCVVField />
          </div>
        </div>
        <CardSubmitButton checkCardDetails={checkCardDetails} />
      </PayPalCardFieldsProvider>
    </section>
  );
}

/** The card fields in the order the form shows them, and the message naming each. */
const CARD_FIELD_MESSAGES = [
  ['cardNameField', CARD_TEXTS.nameInvalid],
  ['cardNumberField', CARD_TEXTS.numberInvalid],
  ['cardExpiryField', CARD_TEXTS.expiryInvalid],
  ['cardCvvField', CARD_TEXTS.cvvInvalid],
] as const;

/** The message naming the first card field that is not valid, or null when the card is complete. */
function cardProblem(state: PayPalCardFieldsStateObject): string | null {
  if (state.isFormValid) return null;
  return CARD_FIELD_MESSAGES.find(([key]) => state.fields[key]?.isValid === false)?.[1] ?? CARD_TEXTS.incomplete;
}

function CardSubmitButton({ checkCardDetails }: { checkCardDetails: () => boolean }) {
  const { cardFieldsForm } = usePayPalCardFields();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button checkout-card-submit"
      disabled={!cardFieldsForm || busy}
      onClick={() => {
        if (!cardFieldsForm) return;
        // The order's own details first: a card brings no address or email.
        if (!checkCardDetails()) return;
        setBusy(true);
        // A failure inside the payment was already told by onError; what is left is a card field at fault.
        void cardFieldsForm
          .getState()
          .then(async (state) => {
            const problem = cardProblem(state);
            if (!problem) await cardFieldsForm.submit();
            else showToast({ title: CARD_TEXTS.title, description: problem }, 'destructive');
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
