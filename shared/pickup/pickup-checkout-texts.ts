// The shopper's words for paying for pickup and collecting: the checkout's refusals, the
// confirmation page and the pickup emails (STYLE.md: plain, short). The pickup shop's and the
// store locator's words are in pickup-texts.ts.

export const PICKUP_CHECKOUT_TEXTS = {
  title: 'Pickup checkout',
  chooseStore: 'Choose a store that offers pickup',
  notOfferedAt: (item: string, storeName: string) => `${item} is not available for pickup at ${storeName}.`,
  storeTitle: 'Pick up at',
  contactTitle: 'Who collects',
  contactNote: 'Bring a photo ID in this name when you collect.',
  nameLabel: 'Full name',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  promoLabel: 'Promo code',
  applyPromo: 'Apply',
  removePromo: 'Remove',
  summaryTitle: 'Order Summary',
  noShipping: 'Free: collect in store',
  bagEmpty: 'Your pickup bag is empty.',
  shopForPickup: 'Shop for pickup',
  noStore: 'Choose the store you’ll collect from first.',
  chooseStoreLink: 'Choose a store',
  storeGone: 'The store of your pickup bag no longer offers pickup. Please choose another store.',
  offline: 'Checkout needs an internet connection. Your pickup bag is saved on this device; come back when you’re online to pay.',
  detailsMissing: 'Please enter the name, email and phone of the person collecting the order.',
  confirmationTitle: 'Your order is reserved for pickup',
  codeLabel: 'Your pickup code',
  codeComing: 'Your pickup code will appear here once your payment is confirmed.',
  qrLabel: (code: string) => `QR code for pickup code ${code}`,
  qrFailed: 'The QR code could not be shown. The pickup code above works just as well.',
  hoursTitle: 'Opening hours',
  whatToBringTitle: 'What to bring',
  whatToBring: (contactName: string | null) =>
    `Your pickup code or this QR code, and a photo ID in the name of ${contactName ?? 'the person who placed the order'}.`,
  holdBeforeReady: (days: number) => `We'll email you when your order is ready. We hold it for ${days} ${days === 1 ? 'day' : 'days'} once it is ready.`,
  holdUntil: (date: string) => `Ready for pickup. We hold it until ${date}.`,
} as const;

export const PICKUP_EMAIL_TEXTS = {
  readySubject: (orderNumber: string) => `Your Toy Shop order ${orderNumber} is ready for pickup`,
  reminderSubject: (orderNumber: string) => `Reminder: your Toy Shop order ${orderNumber} is waiting for you`,
} as const;
