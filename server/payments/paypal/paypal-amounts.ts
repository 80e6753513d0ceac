import { assertMinorUnits, fromDecimalString, toDecimalString } from '../../../shared/money';

export type PayPalCurrency = 'USD' | 'GBP';

/** An order's money in integer minor units, as the shop computes it. */
export interface OrderAmount {
  itemTotal: number;
  shipping: number;
  taxTotal: number;
  discount: number;
  total: number;
}

export interface OrderItem {
  name: string;
  sku: string;
  quantity: number;
  unitAmount: number;
}

/** PayPal's money object: a currency and a decimal string. */
export interface PayPalMoney {
  currency_code: string;
  value: string;
}

export interface PayPalAmountWithBreakdown extends PayPalMoney {
  breakdown: { item_total: PayPalMoney; shipping: PayPalMoney; tax_total: PayPalMoney; discount: PayPalMoney };
}

export interface PayPalItem {
  name: string;
  sku: string;
  quantity: string;
  unit_amount: PayPalMoney;
  category: 'PHYSICAL_GOODS';
}

/**
 * Refuses a breakdown that does not add up before it reaches PayPal: a mismatch is a bug in our
 * pricing, and PayPal would only answer 422 after the shopper clicked.
 */
export function assertAmountAddsUp(amount: OrderAmount, items?: OrderItem[]): void {
  for (const [name, value] of Object.entries(amount)) {
    assertMinorUnits(value);
    if (value < 0) throw new RangeError(`PayPal amount ${name} must not be negative, got ${value}`);
  }
  if (items) {
    let sum = 0;
    for (const item of items) {
      assertMinorUnits(item.unitAmount);
      if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) throw new RangeError(`Item ${item.sku} has quantity ${item.quantity}`);
      if (item.unitAmount < 0) throw new RangeError(`Item ${item.sku} has a negative unit amount`);
      sum += item.unitAmount * item.quantity;
    }
    if (sum !== amount.itemTotal) throw new RangeError(`PayPal itemTotal ${amount.itemTotal} is not the sum of the items (${sum})`);
  }
  const expected = amount.itemTotal + amount.shipping + amount.taxTotal - amount.discount;
  if (expected !== amount.total) throw new RangeError(`PayPal total ${amount.total} is not itemTotal + shipping + taxTotal - discount (${expected})`);
}

/** Minor units as PayPal's money object, e.g. (USD, 1999) → { currency_code: 'USD', value: '19.99' }. */
export function toPayPalMoney(currency: PayPalCurrency, minorUnits: number): PayPalMoney {
  return { currency_code: currency, value: toDecimalString(minorUnits) };
}

/** The shop's amount as PayPal's `amount` object; the one place minor units become decimal strings. */
export function toPayPalAmount(currency: PayPalCurrency, amount: OrderAmount): PayPalAmountWithBreakdown {
  return {
    ...toPayPalMoney(currency, amount.total),
    breakdown: {
      item_total: toPayPalMoney(currency, amount.itemTotal),
      shipping: toPayPalMoney(currency, amount.shipping),
      tax_total: toPayPalMoney(currency, amount.taxTotal),
      discount: toPayPalMoney(currency, amount.discount),
    },
  };
}

export function toPayPalItems(currency: PayPalCurrency, items: OrderItem[]): PayPalItem[] {
  return items.map((item) => ({
    // PayPal caps item names at 127 characters and SKUs at 127.
    name: item.name.slice(0, 127),
    sku: item.sku.slice(0, 127),
    quantity: String(item.quantity),
    unit_amount: toPayPalMoney(currency, item.unitAmount),
    category: 'PHYSICAL_GOODS',
  }));
}

/** PayPal's decimal string back to minor units; null when PayPal sent none. */
export function minorUnitsFrom(value: PayPalMoney | undefined): number | null {
  return value ? fromDecimalString(value.value) : null;
}
