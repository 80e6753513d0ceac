// The shopper's texts of a pickup order: the checkout's refusals, the confirmation page and the
// pickup emails. Word for word what the shop shows (STYLE.md: plain, short, no jargon).

export const PICKUP_TEXTS = {
  chooseStore: 'Choose a store that offers pickup',
  notOfferedAt: (item: string, storeName: string) => `${item} is not available for pickup at ${storeName}.`,
  confirmationTitle: 'Your order is reserved for pickup',
  codeLabel: 'Your pickup code',
  qrLabel: (code: string) => `QR code for pickup code ${code}`,
  whatToBringTitle: 'What to bring',
  whatToBring: (contactName: string | null) =>
    `Your pickup code or this QR code, and a photo ID in the name of ${contactName ?? 'the person who placed the order'}.`,
  holdBeforeReady: (days: number) => `We'll email you when your order is ready. We hold it for ${days} ${days === 1 ? 'day' : 'days'} once it is ready.`,
  holdUntil: (date: string) => `Ready for pickup. We hold it until ${date}.`,
  hoursTitle: 'Opening hours',
  notFound: 'Order not found',
} as const;

export const PICKUP_EMAIL_TEXTS = {
  readySubject: (orderNumber: string) => `Your Toy Shop order ${orderNumber} is ready for pickup`,
  reminderSubject: (orderNumber: string) => `Reminder: your Toy Shop order ${orderNumber} is waiting for you`,
} as const;
