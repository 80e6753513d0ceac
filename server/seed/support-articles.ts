import type { NewRow } from '../db/schema';
import { markdownToText, renderMarkdown } from '../content/markdown';
import { SETTING_DEFAULTS } from '../../shared/settings';
import type { SupportTopicId } from '../../shared/support/topics';
import { daysFrom } from './clock';
import { seedId } from './ids';

// The knowledge base the FAQ shows and the support assistant answers from (issue 14,
// docs/decisions/050). Every article states a rule the shop really has: the spec, DECISIONS.md and
// the settings' defaults (shared/settings.ts), never a feature the shop lacks. Keywords are the
// words shoppers use for what an article answers; staff edit both in the back office.

const RETURNS = SETTING_DEFAULTS.return_window_days;
const HOLD_DAYS = SETTING_DEFAULTS.pickup_hold_days;
const APPROVAL_TOTAL = SETTING_DEFAULTS.order_approval_threshold.USD / 100;
const APPROVAL_LINE = SETTING_DEFAULTS.order_approval_max_line_quantity;
const VAT = SETTING_DEFAULTS.uk_vat_rate_bps / 100;

interface SeedArticle {
  slug: string;
  topic: SupportTopicId;
  title: string;
  keywords: readonly string[];
  body: string;
}

export const SEED_ARTICLES: readonly SeedArticle[] = [
  // Orders & delivery
  {
    slug: 'delivery-cost',
    topic: 'orders-delivery',
    title: 'How much does delivery cost?',
    keywords: ['shipping', 'postage', 'free shipping', 'free delivery', 'charge', 'fee', 'price of shipping', 'threshold'],
    body: `Delivery is **free** when your order comes to 99 or more in your local currency ($99 in the US, £99 in the UK), counted after any promo code.

Below that, a flat delivery charge applies (the standard rate is $9.99 / £9.99). Your cart shows the delivery charge, or how much more you need for free delivery, before you pay.

Collecting your order from one of our stores with Store Pickup is always free.`,
  },
  {
    slug: 'where-we-deliver',
    topic: 'orders-delivery',
    title: 'Which countries do you deliver to?',
    keywords: ['ship abroad', 'international', 'overseas', 'countries', 'canada', 'europe', 'address outside', 'worldwide', 'england', 'scotland', 'send a gift to the uk', 'send to america'],
    body: `We deliver within the **United States** and the **United Kingdom** only.

An order paid in US dollars ships to a US address, and an order paid in pounds ships to a UK address. If PayPal shows an address in the other country, the order is refused with "USD orders can only be shipped to United States addresses." or "GBP orders can only be shipped to United Kingdom addresses."

To send a gift to the other country, switch the shop to that country first (the country picker at the bottom of every page) and shop in its currency.`,
  },
  {
    slug: 'track-your-order',
    topic: 'orders-delivery',
    title: 'How do I track my order?',
    keywords: ['where is my order', 'tracking', 'tracking number', 'parcel', 'package', 'status', 'not arrived', 'when will it arrive', 'shipped'],
    body: `If you have an account, sign in and open **My Orders**: each order shows its status and, once it has shipped, the carrier and tracking number.

If you checked out as a guest, use **Track Your Order** (the link at the bottom of every page): enter your order number and the email address you used at checkout.

We also email you when your order ships, with its tracking number.`,
  },
  {
    slug: 'order-statuses',
    topic: 'orders-delivery',
    title: 'What does my order status mean?',
    keywords: ['processing', 'awaiting payment', 'paid', 'delivered', 'shipped', 'order status meaning', 'stuck'],
    body: `- **Awaiting payment**: the order was created but PayPal has not completed the payment yet.
- **Paid**: we have your payment and the order is queued for packing.
- **Awaiting approval**: our team checks the order before it goes on (see "Why is my order awaiting approval?").
- **Processing**: we are packing your order.
- **Shipped**: it is on its way; the tracking number is on the order.
- **Delivered**: the carrier has delivered it.
- **Ready for pickup**: a store pickup order is waiting for you at the store.
- **Collected**: you have picked it up.
- **Cancelled** or **Refunded**: the order was cancelled, or its payment given back.`,
  },
  {
    slug: 'order-approval',
    topic: 'orders-delivery',
    title: 'Why is my order awaiting approval?',
    keywords: ['approval', 'on hold', 'held', 'pending', 'large order', 'review', 'checked'],
    body: `Some orders are checked by our team before we pack them:

- orders whose total reaches ${APPROVAL_TOTAL} in your currency,
- orders with more than ${APPROVAL_LINE} of one item,
- orders whose PayPal payment is still pending.

Once approved, the order goes on to processing as usual. If we cannot accept it, we cancel it and refund your payment in full, and you get an email either way.`,
  },
  {
    slug: 'cancel-or-change-an-order',
    topic: 'orders-delivery',
    title: 'Can I cancel or change my order?',
    keywords: ['cancel', 'cancellation', 'change order', 'modify', 'wrong item', 'mistake', 'edit order', 'change address'],
    body: `We can cancel an order until it ships or is collected: while it is awaiting payment, paid, awaiting approval, processing or ready for pickup. Contact us as soon as you can with your order number (the Contact page, or ask Robo Support to pass you to a person).

A paid order that we cancel is refunded in full to the way you paid, and you get an email when it is done.

We cannot change the items or the address of an order once it is placed: we cancel it and you place a new one.`,
  },
  {
    slug: 'order-confirmation-email',
    topic: 'orders-delivery',
    title: 'I didn’t get my order confirmation email',
    keywords: ['no email', 'confirmation', 'receipt', 'did not receive email', 'spam', 'order number'],
    body: `We email a confirmation with your order number to the address you gave at checkout as soon as your payment goes through. Check your spam or promotions folder first.

Your order is safe even without the email: signed-in shoppers see it under **My Orders**, and the confirmation page after payment shows the order number. If you still cannot find it, contact us with the email address you used.`,
  },
  {
    slug: 'guest-checkout',
    topic: 'orders-delivery',
    title: 'Do I need an account to place an order?',
    keywords: ['guest', 'without account', 'no account', 'sign up required', 'register', 'checkout as guest'],
    body: `No. You can fill a cart and pay as a guest with PayPal. You track a guest order with its order number and your email address (Track Your Order, at the bottom of every page).

An account adds favourites, your order history in one place, saved addresses, and a cart that follows you from device to device.`,
  },
  {
    slug: 'contact-us',
    topic: 'orders-delivery',
    title: 'How do I contact a person?',
    keywords: ['talk to human', 'speak to someone', 'phone number', 'email address', 'customer service', 'call', 'complaint', 'help'],
    body: `Ask Robo Support to **talk to a person** at any time: the conversation goes to our team and you see the reply right there (and by email if you have left the page).

You can also write to us through the **Contact** page, which lists our email address and our phone numbers in the US and the UK. Our team is here to help whenever you need.`,
  },

  // Returns & refunds
  {
    slug: 'returns-policy',
    topic: 'returns-refunds',
    title: 'What is your returns policy?',
    keywords: ['return', 'returns', 'money back', 'exchange', 'unopened', 'return window', 'days to return', 'change my mind'],
    body: `You can return **unopened** items within **${RETURNS.US} days in the US** and **${RETURNS.UK} days in the UK**, counted from delivery or collection, for a full refund to the way you paid.

Faulty items are replaced or refunded whenever you find the fault (see "My toy arrived damaged or faulty").`,
  },
  {
    slug: 'how-to-return',
    topic: 'returns-refunds',
    title: 'How do I send an item back?',
    keywords: ['send it back', 'post it back', 'where to send', 'label', 'process', 'parcel back'],
    body: `Contact us with your order number and the items you want to return (the Contact page, or ask Robo Support to pass you to a person). We reply with where to send them.

Keep the items unopened and in their original packaging: returns are accepted within ${RETURNS.US} days in the US and ${RETURNS.UK} days in the UK of delivery or collection.`,
  },
  {
    slug: 'refund-timing',
    topic: 'returns-refunds',
    title: 'When will I get my refund?',
    keywords: ['refund', 'refunded', 'money', 'reimburse', 'credit', 'paypal refund', 'partial refund', 'refund not received', 'still waiting'],
    body: `We refund through PayPal to the account or card you paid with, as soon as we accept the return or cancel the order. You get an email when the refund is made, and the order shows the amount and date under **Refunds**.

A refund can be for the whole order or for part of it (for example one item). How soon the money shows in your account after that depends on PayPal and your bank.`,
  },
  {
    slug: 'damaged-or-faulty',
    topic: 'returns-refunds',
    title: 'My toy arrived damaged or faulty',
    keywords: ['broken', 'damaged', 'faulty', 'defective', 'not working', 'missing parts', 'wrong item', 'warranty'],
    body: `We are sorry! Contact us with your order number, what is wrong and, if you can, a photo. Faulty items are replaced or refunded whenever you find the fault within the warranty period, whether or not the box was opened.`,
  },
  {
    slug: 'opened-items',
    topic: 'returns-refunds',
    title: 'Can I return a toy that has been opened?',
    keywords: ['opened', 'used', 'played with', 'box opened', 'seal broken'],
    body: `Our returns policy covers **unopened** items only. An opened toy can be returned if it is faulty: then we replace or refund it.`,
  },

  // Store pickup
  {
    slug: 'store-pickup',
    topic: 'store-pickup',
    title: 'How does store pickup work?',
    keywords: ['click and collect', 'collect in store', 'pick up', 'pickup', 'collection', 'reserve'],
    body: `Open **Store Pickup**, choose a store, and shop what that store has for pickup. You pay online with PayPal as usual; pickup is free.

We email you when your order is ready, with your **pickup code**. At the counter, show the code (or its QR code) and a photo ID in the name of the person who placed the order, and we hand it over.`,
  },
  {
    slug: 'pickup-hold-time',
    topic: 'store-pickup',
    title: 'How long will the store keep my pickup order?',
    keywords: ['hold', 'held', 'how long', 'deadline', 'late', 'collect later', 'collect next week', 'reminder', 'uncollected'],
    body: `We hold a pickup order for **${HOLD_DAYS} days** once it is ready; the order page shows the date. We send a reminder email while it is waiting.

If it is not collected by then, the store may cancel the order and refund it in full.`,
  },
  {
    slug: 'pickup-code',
    topic: 'store-pickup',
    title: 'Where do I find my pickup code?',
    keywords: ['lost code', 'qr code', 'collection code', 'code', 'what to bring', 'id'],
    body: `Your pickup code is a 6-character code in the "ready for pickup" email, and on the confirmation page of your pickup order with its QR code.

Bring the code (on paper or on your phone) and a photo ID. Someone else collecting for you needs the code and the ID of the person named on the order.`,
  },
  {
    slug: 'find-a-store',
    topic: 'store-pickup',
    title: 'Where are your stores and when are they open?',
    keywords: ['store locator', 'shop near me', 'opening hours', 'open', 'address', 'nearest store', 'locations'],
    body: `**Find a Store** lists our stores in the US and the UK with their addresses and opening hours, and which ones offer store pickup. Search by town or postcode/ZIP to see the nearest first.`,
  },

  // Payments & pricing
  {
    slug: 'payment-methods',
    topic: 'payments-pricing',
    title: 'How can I pay?',
    keywords: ['paypal', 'credit card', 'debit card', 'visa', 'mastercard', 'amex', 'pay', 'payment options', 'apple pay'],
    body: `We take payment through **PayPal**: pay with your PayPal account, or with a card (Visa, Mastercard, Amex, Discover, JCB) through PayPal's checkout.

We never see or store your card number.`,
  },
  {
    slug: 'us-sales-tax',
    topic: 'payments-pricing',
    title: 'Do you charge sales tax in the US?',
    keywords: ['tax', 'sales tax', 'state tax', 'zip', 'tax added at checkout', 'extra charge'],
    body: `Yes. US orders pay the sales tax of the delivery state (and a local rate in some ZIP codes), on the items after any discount plus delivery.

The cart does not show tax: checkout works it out from your delivery address and shows it before you pay.`,
  },
  {
    slug: 'uk-vat',
    topic: 'payments-pricing',
    title: 'Do UK prices include VAT?',
    keywords: ['vat', 'tax', 'uk tax', 'invoice', 'gbp prices'],
    body: `Yes. UK prices include VAT at ${VAT}%, so nothing is added at checkout. The checkout and your receipt show the VAT your order contains.`,
  },
  {
    slug: 'promo-codes',
    topic: 'payments-pricing',
    title: 'How do I use a promo code?',
    keywords: ['discount code', 'voucher', 'coupon', 'promo not working', 'code invalid', 'expired code', 'minimum spend'],
    body: `Enter the code in the cart's promo code box (it is not case-sensitive). The message under the box tells you why a code does not work:

- "This promo code is not valid": the code does not exist or is switched off.
- "This promo code is not yet active" or "This promo code has expired": it is outside its dates.
- "This promo code has reached its maximum usage limit".
- "Minimum purchase of … required": add more to your cart.

A discount never comes to more than your items' total, and one code applies per order.`,
  },
  {
    slug: 'currency-and-country',
    topic: 'payments-pricing',
    title: 'Which currency will I pay in?',
    keywords: ['dollars', 'pounds', 'gbp', 'usd', 'switch country', 'region', 'uk site', 'us site', 'change currency'],
    body: `The US shop is in US dollars and the UK shop in pounds sterling. Prices, stock and delivery follow the country you choose.

Change the country with the picker at the bottom of every page. If you arrive on the other country's site, we may ask once whether you want to switch.`,
  },

  // Account
  {
    slug: 'create-an-account',
    topic: 'account',
    title: 'How do I create an account?',
    keywords: ['sign up', 'register', 'join', 'new account', 'password rules', 'member'],
    body: `Choose the person icon, then **Sign Up**: enter your full name, email and a password.

A password needs at least 8 characters with an upper-case letter, a lower-case letter, a number and a special character.

With an account you keep favourites, see all your orders, save addresses, and your cart follows you to other devices.`,
  },
  {
    slug: 'forgot-password',
    topic: 'account',
    title: 'I forgot my password',
    keywords: ['reset password', 'cannot log in', 'locked out', 'login problem', 'log in', 'password reset link'],
    body: `On the sign-in page choose **Forgot password?**, enter your email and choose **Send Reset Link**. We email a link to set a new password; it works for one hour.

For your privacy we say "Check your email" whether or not an account uses that address. No email? Check spam, and the address you signed up with.`,
  },
  {
    slug: 'change-account-details',
    topic: 'account',
    title: 'How do I change my name, password or saved addresses?',
    keywords: ['profile', 'update details', 'change email', 'change password', 'address book', 'edit account'],
    body: `Sign in and open **Profile** from the person icon: you can change your name and password, and add, edit, delete or choose a default delivery address.`,
  },
  {
    slug: 'newsletter',
    topic: 'account',
    title: 'How do I subscribe to or leave the newsletter?',
    keywords: ['unsubscribe', 'emails', 'marketing emails', 'stop emails', 'mailing list', 'offers'],
    body: `Subscribe with the newsletter form at the bottom of any page or on the home page.

Every newsletter has an **unsubscribe** link at the bottom: one click and you are off the list.`,
  },
  {
    slug: 'favourites',
    topic: 'account',
    title: 'How do I save favourites?',
    keywords: ['wishlist', 'wish list', 'favorite', 'heart', 'save for later'],
    body: `Tap the heart on a product page to save it to your favourites. Favourites need an account: sign in first, and they are kept on all your devices.`,
  },

  // Products & safety
  {
    slug: 'age-guidance',
    topic: 'products-safety',
    title: 'How do I know a toy suits my child’s age?',
    keywords: ['age', 'ages', 'toddler', 'baby', 'suitable', 'age range', 'year old', 'months old', 'small parts', 'choking', 'safe'],
    body: `Each product's description gives its age grade (for example "Ages 4 and up" or "Suitable from birth"). Follow it: toys with small parts are not suitable for children under 3.`,
  },
  {
    slug: 'sold-out',
    topic: 'products-safety',
    title: 'An item is sold out. Will it come back?',
    keywords: ['out of stock', 'restock', 'back in stock', 'unavailable', 'sold out'],
    body: `A product shows **SOLD OUT** when there is none left for your country: the US and the UK have their own stock. Save it to your favourites to find it again quickly when it is back.`,
  },
  {
    slug: 'choosing-a-size',
    topic: 'products-safety',
    title: 'How do I choose a size or version?',
    keywords: ['size', 'variant', 'select size', 'small medium large', 'version', 'edition'],
    body: `Products that come in sizes or versions show them on the product page: choose one before adding to your bag (the button reads SELECT SIZE until you do). Price and stock can differ by size.`,
  },

  // Privacy
  {
    slug: 'do-not-sell',
    topic: 'privacy',
    title: 'How do I opt out of the sale or sharing of my personal information?',
    keywords: ['do not sell', 'opt out', 'ccpa', 'global privacy control', 'gpc', 'share my data'],
    body: `Fill in the **Do Not Sell My Personal Information** form (linked at the bottom of every page) with your email address and state or country. We record it at once and your address is left out of every marketing email and list.

If your browser sends the Global Privacy Control signal while you are signed in, we treat it as the same request.`,
  },
  {
    slug: 'personal-data',
    topic: 'privacy',
    title: 'What personal data do you keep, and can I have it deleted?',
    keywords: ['privacy', 'gdpr', 'my data', 'delete account', 'data deletion', 'copy of my data'],
    body: `We keep what we need for your orders and your account: your name, email, delivery address and order history. PayPal handles payments; we never see your card number.

We do not sell your personal information. Ask for a copy of your data, or for it to be deleted, through the Contact page.`,
  },
];

export function supportArticleRows(now: Date): NewRow<'support_articles'>[] {
  const writtenAt = daysFrom(now, -90);
  return SEED_ARTICLES.map((article, index) => ({
    id: seedId(`support:${article.slug}`),
    slug: article.slug,
    title: article.title,
    topic: article.topic,
    body_markdown: article.body,
    body_html: renderMarkdown(article.body),
    body_text: markdownToText(article.body),
    keywords: [...article.keywords],
    is_published: true,
    display_order: index + 1,
    created_at: writtenAt,
    updated_at: writtenAt,
  }));
}
