import { CURRENCY_BY_COUNTRY } from '../../../../shared/money';
import type { HistoryFields } from '../kit/record-changes';

/** A rate's amounts are in its country's currency. */
const currencyOf = (rate: Readonly<Record<string, unknown>>) => CURRENCY_BY_COUNTRY[rate.country === 'UK' ? 'UK' : 'US'];

/** How a shipping rate's fields read in its history. */
export const SHIPPING_RATE_HISTORY_FIELDS: HistoryFields = {
  baseRate: { label: 'Base rate', money: currencyOf },
  freeShippingThreshold: { label: 'Free shipping from', money: currencyOf },
};
