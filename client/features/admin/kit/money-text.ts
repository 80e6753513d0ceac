import { formatMoney, toDecimalString, type CurrencyCode } from '../../../../shared/money';

export type MoneyParse = { ok: true; minorUnits: number | null } | { ok: false; message: string };

const MAX_MINOR_UNITS = 100_000_000_00; // 100 million: a typo, not a toy

/**
 * Staff's typing as integer minor units, without floats: "19.99", "19.9", "1,299", "£5" and "$5.00"
 * are understood; an empty box is null (no price); negatives, letters and a third decimal are refused.
 */
export function parseMoneyText(text: string): MoneyParse {
  const cleaned = text.trim().replace(/^[$£]\s*/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (cleaned === '') return { ok: true, minorUnits: null };
  if (cleaned.startsWith('-')) return { ok: false, message: 'A price cannot be negative' };
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) {
    return /^\d+\.\d{3,}$/.test(cleaned) ? { ok: false, message: 'Use at most 2 decimals' } : { ok: false, message: 'Enter an amount such as 19.99' };
  }
  const minorUnits = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(minorUnits) || minorUnits > MAX_MINOR_UNITS) return { ok: false, message: 'That amount is too large' };
  return { ok: true, minorUnits };
}

/** The text a money box shows for a stored amount: "19.99"; empty for no price. */
export function moneyText(minorUnits: number | null | undefined): string {
  return minorUnits === null || minorUnits === undefined ? '' : toDecimalString(minorUnits);
}

/** The formatted amount beside the box ("$19.99", "£0.00"), so staff see what shoppers will. */
export function moneyPreview(minorUnits: number | null | undefined, currency: CurrencyCode): string {
  return minorUnits === null || minorUnits === undefined ? '' : formatMoney(minorUnits, currency);
}
