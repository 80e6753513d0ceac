import type { SpendByCurrency } from '../../../../shared/admin/customers.schema';
import { formatMoney, type CurrencyCode } from '../../../../shared/money';

const CURRENCIES: readonly CurrencyCode[] = ['USD', 'GBP'];

/** "$150.00 · £25.00"; "—" for a customer who has paid nothing yet. */
export function spendText(spend: SpendByCurrency): string {
  const parts = CURRENCIES.flatMap((currency) => (spend[currency] === undefined ? [] : [formatMoney(spend[currency], currency)]));
  return parts.length > 0 ? parts.join(' · ') : '—';
}

/** A date and time as staff read it: "24 Nov 2026, 16:40". */
export function dateTimeText(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** A date as staff read it: "24 Nov 2026". */
export function dateText(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** An order status in words ("awaiting_approval" → "Awaiting approval"). */
export function statusText(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
