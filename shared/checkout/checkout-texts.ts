// The checkout's own texts (the spec leaves /checkout's contents to the product: DECISIONS.md and
// docs/decisions/022). UI, server and tests import them from here only.

import type { LineStatus } from './api';

/** Missing or unusable contact and delivery details, each naming the field at fault. */
export const CONTACT_TEXTS = {
  title: 'Missing details',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  fullNameRequired: 'Please enter the recipient’s full name.',
  addressLine1Required: 'Please enter your street address.',
  cityRequired: { US: 'Please enter your city.', GB: 'Please enter your town or city.' },
  stateRequired: 'Please enter your state.',
  postalCodeRequired: { US: 'Please enter your ZIP code.', GB: 'Please enter your postcode.' },
  contactNameRequired: 'Please enter your name.',
  phoneRequired: 'Please enter a phone number we can reach you on.',
  /** The server's refusal when neither the order nor PayPal has a deliverable address. */
  noDeliveryAddress: 'We need a delivery address to ship this order. Please add one and try again.',
  /** The server's refusal when neither the order, the shopper nor PayPal gave an email address. */
  noContactEmail: 'We need an email address to confirm this order. Please add one and try again.',
} as const;

/** The card fields, each naming the field at fault. */
export const CARD_TEXTS = {
  title: 'Check your card',
  nameInvalid: 'Please enter the name on the card.',
  numberInvalid: 'Please enter a valid card number.',
  expiryInvalid: 'Please enter a valid expiry date (MM/YY).',
  cvvInvalid: 'Please enter the card’s security code.',
  incomplete: 'Please complete the card number, expiry date and security code.',
} as const;

/** A capture still under way (another request or the recovery sweep holds it). */
export const PAYMENT_TEXTS = {
  beingCompleted: 'Your payment is being completed',
  notApproved: 'This payment has not been approved in PayPal yet. Please approve it in PayPal and try again.',
  /** A capture refused because the total moved after approval (shipping and tax for the address). */
  totalChanged: (approved: string, total: string) =>
    `Your total is now ${total} with shipping and tax for your address, not the ${approved} you approved. Nothing was charged: please approve the new total in PayPal.`,
} as const;

/** Free-shipping progress in the cart and the mini-cart; the amount is formatted by the caller. */
export const FREE_SHIPPING_TEXTS = {
  away: (amount: string) => `You're ${amount} away from free shipping`,
  reached: "You've got free shipping",
} as const;

/** A bag's order summary, the same words on /cart, in the mini-cart, the pickup bag and the pickup checkout. */
export const CART_SUMMARY_TEXTS = {
  subtotal: 'Subtotal',
  discount: (promoCode: string | null) => (promoCode ? `Discount (${promoCode})` : 'Discount'),
  shipping: 'Shipping',
  freeShipping: 'Free',
  /** A pickup order's row in place of shipping. */
  pickup: 'Pickup',
  tax: 'Tax',
  vatIncluded: 'incl. VAT',
  total: 'Total',
  /** A line's unit price, formatted by the caller. */
  each: (unitPrice: string) => `${unitPrice} each`,
} as const;

/** The mini-cart that opens when something is added to the bag. */
export const MINI_CART_TEXTS = {
  title: 'Added to your bag',
  quantity: (count: number) => `Qty ${count}`,
  inBag: (count: number) => `${count} ${count === 1 ? 'item' : 'items'} in your bag`,
  checkout: 'Checkout',
  continueShopping: 'Continue shopping',
  close: 'Close',
} as const;

/** A checkout order that cannot be paid or changed as asked (the server's refusals). */
export const CHECKOUT_ORDER_TEXTS = {
  alreadyPaid: 'This order has already been paid.',
  closed: 'This order can no longer be paid.',
  addressLocked: 'This order’s payment is being completed; its address can no longer change.',
  pricesChanged: 'Prices or availability have changed. Please review your order.',
  payPalTotalNotUpdated: 'We couldn’t update the PayPal order total. Please try again.',
  guestIdRequired: 'A guest checkout needs a guest id',
  guestIdField: 'Required for a guest checkout',
} as const;

/** An order line by name: the product, and its size in brackets when it has one. */
export function lineName(productName: string, variantName: string | null): string {
  return variantName ? `${productName} (${variantName})` : productName;
}

/** What cannot be sold on a line, named ("Only 2 of Robot (Red) left in stock."). */
export function stockMessage(line: { productName: string; variantName: string | null; available: number; status: LineStatus }): string {
  const name = lineName(line.productName, line.variantName) || 'An item';
  if (line.status === 'unavailable') return `${name} is no longer available.`;
  if (line.status === 'unreleased') return `${name} is not released yet.`;
  if (line.available <= 0) return `${name} is out of stock.`;
  return `Only ${line.available} of ${name} left in stock.`;
}
