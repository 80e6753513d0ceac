import { useId } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { ADMIN_TEXTS } from '../../../../shared/admin/api';
import type { CurrencyCode } from '../../../../shared/money';
import { describedBy, FieldFrame } from './field';
import { moneyPreview, moneyText, parseMoneyText } from './money-text';
import { useTypedValue, type TextReading } from './typed-value';

/**
 * A price box: staff type "19.99", the form holds 1999 (integer minor units) and the formatted
 * amount in the field's currency is shown beside it. Never negative; empty means no price where
 * the field allows it (a UK price falling back to the US one).
 */
export function MoneyField<Values extends FieldValues>({ name, label, currency, hint }: { name: Path<Values>; label: string; currency: CurrencyCode; hint?: string }) {
  const { ref, text, value, typingError, error, onChange, onBlur } = useTypedValue<Values, number | null>(name, readMoney, moneyText);
  const id = useId();
  return (
    <FieldFrame id={id} label={`${label} (${currency})`} hint={hint} error={error}>
      <div className="money-input">
        <input
          id={id}
          ref={ref}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <output htmlFor={id} aria-live="polite">
          {typingError || typeof value !== 'number' ? '' : moneyPreview(value, currency)}
        </output>
      </div>
    </FieldFrame>
  );
}

function readMoney(text: string): TextReading<number | null> {
  const parsed = parseMoneyText(text);
  return parsed.ok ? { ok: true, value: parsed.minorUnits } : parsed;
}

/** The question a form asks before saving a price of 0 (issue 11 §6), or null when no price is 0. */
export function zeroPriceQuestion(prices: ReadonlyArray<number | null | undefined>): string | null {
  return prices.some((price) => price === 0) ? ADMIN_TEXTS.zeroPriceConfirm : null;
}
