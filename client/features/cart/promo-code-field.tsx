import { useEffect, useRef } from 'react';
import { useController } from 'react-hook-form';
import { promoCodeEntrySchema, type AppliedPromo, type CartLineInput, type PromoCodeEntry } from '../../../shared/checkout/api';
import { formatMoney, type Country, type CurrencyCode } from '../../../shared/money';
import { TOASTS, type ToastText } from '../../../shared/texts';
import { setAppliedPromo } from './applied-promo';
import { ApiError, serverMessage } from '../../lib/api/api-client';
import { ShopForm, SubmitButton } from '../../lib/form/shop-form';
import { useShopForm } from '../../lib/form/use-schema-form';
import { requestPromoValidation } from './checkout-client';
import { showToast } from '../../lib/toast/toast-store';

// SPEC §4/§5/§8 "Promo code": none → applied (code and value shown, removable) → removed. The
// server alone decides whether a code applies and what it saves (POST /api/promo/validate).

function refusalToast(refusal: ApiError): ToastText {
  switch (refusal.code) {
    case 'PROMO_INVALID':
      return TOASTS.promoInvalid;
    case 'PROMO_NOT_YET_ACTIVE':
      return TOASTS.promoNotYetActive;
    case 'PROMO_EXPIRED':
      return TOASTS.promoExpired;
    case 'PROMO_USED_UP':
      return TOASTS.promoUsedUp;
    case 'PROMO_MINIMUM_NOT_MET':
      // The server's message carries the minimum in the shop's currency, in the spec's words.
      return { title: TOASTS.promoMinimumNotMet('').title, description: serverMessage(refusal) };
    default:
      return TOASTS.promoFailed;
  }
}

function describeValue(promo: AppliedPromo, currency: CurrencyCode): string {
  return promo.discountType === 'percentage' ? `${promo.discountValue}% off` : `${formatMoney(promo.discountValue, currency)} off`;
}

interface PromoCodeFieldProps {
  country: Country;
  currency: CurrencyCode;
  online: boolean;
  applied: AppliedPromo | null;
  /** The selected lines the code is checked against; empty when nothing is selected. */
  lines: CartLineInput[];
  /** What the code takes off the current selection (shared promoAmount preview). */
  discount: number;
}

export function PromoCodeField({ country, currency, online, applied, lines, discount }: PromoCodeFieldProps) {
  const form = useShopForm(promoCodeEntrySchema, { code: '' });
  // Upper-cased as typed; a message goes as soon as the shopper types again.
  const {
    field: { ref, onChange, onBlur, value: code },
  } = useController({ control: form.control, name: 'code' });
  const error = form.formState.errors.code?.message;

  // When the selection changes under an applied code, the server checks it again (a minimum may
  // no longer be reached); a refusal removes the code and says why.
  const selectionKey = JSON.stringify(lines);
  const checkedFor = useRef(selectionKey);
  useEffect(() => {
    if (!applied || !online || lines.length === 0 || checkedFor.current === selectionKey) return;
    checkedFor.current = selectionKey;
    let active = true;
    const timer = setTimeout(() => {
      requestPromoValidation(applied.code, country, lines).then(
        (promo) => {
          if (active) setAppliedPromo({ country, promo });
        },
        (error: unknown) => {
          if (!active || !(error instanceof ApiError) || error.status !== 422) return;
          setAppliedPromo(null);
          showToast(refusalToast(error), 'destructive');
        },
      );
    }, 300);
    return () => {
      active = false;
      clearTimeout(timer);
    };
    // `selectionKey` stands for `lines`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectionKey, applied?.code, online, country]);

  const apply = async ({ code: entered }: PromoCodeEntry) => {
    if (!online) return;
    if (lines.length === 0) {
      showToast(TOASTS.noItemsSelected, 'destructive');
      return;
    }
    let promo: AppliedPromo;
    try {
      promo = await requestPromoValidation(entered, country, lines);
    } catch (error) {
      showToast(error instanceof ApiError && error.status === 422 ? refusalToast(error) : TOASTS.promoFailed, 'destructive');
      return;
    }
    checkedFor.current = selectionKey;
    setAppliedPromo({ country, promo });
    form.reset();
    showToast(TOASTS.promoApplied(formatMoney(promo.amount, currency)));
  };

  if (applied) {
    return (
      <div className="cart-promo cart-promo--applied" data-testid="applied-promo">
        <p>
          Promo code <strong>{applied.code}</strong> applied: {describeValue(applied, currency)}
          {discount > 0 && <> (−{formatMoney(discount, currency)})</>}
        </p>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            setAppliedPromo(null);
            showToast(TOASTS.promoRemoved);
          }}
        >
          Remove promo code
        </button>
      </div>
    );
  }

  return (
    <ShopForm form={form} onValid={apply} className="cart-promo">
      <label htmlFor="promo-code">Promo code</label>
      <div className="cart-promo__row">
        <input
          id="promo-code"
          name="promoCode"
          ref={ref}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'promo-code-error' : !online ? 'promo-code-offline' : undefined}
          onChange={(event) => {
            onChange(event.target.value.toUpperCase());
            form.clearErrors('code');
          }}
          onBlur={onBlur}
        />
        <SubmitButton label="Apply" busyLabel="Applying..." disabled={!online} />
      </div>
      {error && (
        <p id="promo-code-error" className="cart-field-error" role="alert">
          {error}
        </p>
      )}
      {!online && (
        <p id="promo-code-offline" className="cart-notice" role="status">
          Promo codes need an internet connection. You can apply one when you’re back online.
        </p>
      )}
    </ShopForm>
  );
}
