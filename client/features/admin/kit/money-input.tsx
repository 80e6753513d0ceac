import { useId, useState } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { ADMIN_TEXTS } from '../../../../shared/admin/api';
import type { CurrencyCode } from '../../../../shared/money';
import { describedBy, FieldFrame, useFieldError } from './field';
import { moneyPreview, moneyText, parseMoneyText } from './money-text';

/**
 * A price box: staff type "19.99", the form holds 1999 (integer minor units) and the formatted
 * amount in the field's currency is shown beside it. Never negative; empty means no price where
 * the field allows it (a UK price falling back to the US one).
 */
export function MoneyField<Values extends FieldValues>({ name, label, currency, hint }: { name: Path<Values>; label: string; currency: CurrencyCode; hint?: string }) {
  const { control } = useFormContext<Values>();
  const {
    field: { ref, onChange, onBlur, value: held },
  } = useController({ control, name });
  const id = useId();
  const [text, setText] = useState(() => moneyText(held as number | null));
  const [typingError, setTypingError] = useState<string | null>(null);
  const formError = useFieldError(name);
  const error = typingError ?? formError;
  const value = held as number | null | undefined;

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
          onChange={(event) => {
            setText(event.target.value);
            const parsed = parseMoneyText(event.target.value);
            setTypingError(parsed.ok ? null : parsed.message);
            if (parsed.ok) onChange(parsed.minorUnits);
          }}
          onBlur={() => {
            const parsed = parseMoneyText(text);
            if (parsed.ok) setText(moneyText(parsed.minorUnits));
            onBlur();
          }}
        />
        <output htmlFor={id} aria-live="polite">
          {typingError ? '' : moneyPreview(value, currency)}
        </output>
      </div>
    </FieldFrame>
  );
}

/** The question a form asks before saving a price of 0 (issue 11 §6), or null when no price is 0. */
export function zeroPriceQuestion(prices: ReadonlyArray<number | null | undefined>): string | null {
  return prices.some((price) => price === 0) ? ADMIN_TEXTS.zeroPriceConfirm : null;
}
