import type { NewRow } from '../db/schema';
import { daysFrom } from './clock';
import { seedId } from './ids';

// The answers the support assistant draws on; keywords help it match a shopper's question.
const SUPPORT_ARTICLES: readonly { key: string; question: string; answer: string; keywords: readonly string[] }[] = [
  {
    key: 'shipping-cost',
    question: 'How much does shipping cost?',
    answer: 'Standard shipping is $9.99 in the US and £9.99 in the UK. It is free when your order comes to $99 / £99 or more after any discount.',
    keywords: ['shipping', 'delivery', 'cost', 'free shipping', 'postage'],
  },
  {
    key: 'delivery-time',
    question: 'How long will my order take to arrive?',
    answer: 'Most orders are dispatched within one working day and arrive in 3–5 working days in the US and 2–4 working days in the UK. You will get an email with tracking when it ships.',
    keywords: ['delivery', 'arrive', 'tracking', 'dispatch', 'how long'],
  },
  {
    key: 'returns',
    question: 'What is your returns policy?',
    answer: 'Unopened items can be returned within 30 days in the US and 14 days in the UK. Start a return from My Orders or bring the item and your receipt to any of our stores.',
    keywords: ['return', 'refund', 'exchange', 'unopened'],
  },
  {
    key: 'store-pickup',
    question: 'How does store pickup work?',
    answer: 'Choose Store Pickup at checkout and pick a store. We email a pickup code when your order is ready. Show the code or its QR at the counter to collect. Orders are held for seven days.',
    keywords: ['pickup', 'collect', 'click and collect', 'store', 'pickup code'],
  },
  {
    key: 'promo-codes',
    question: 'Why is my promo code not working?',
    answer: 'Codes are not case sensitive, but each has a start and end date, may have a minimum spend, and some can only be used a limited number of times. The message under the code box tells you which applies.',
    keywords: ['promo', 'discount', 'code', 'voucher', 'coupon'],
  },
  {
    key: 'payment-methods',
    question: 'Which payment methods do you accept?',
    answer: 'We take PayPal, including cards through PayPal checkout. US orders are charged in US dollars and UK orders in pounds sterling.',
    keywords: ['payment', 'paypal', 'card', 'pay', 'currency'],
  },
  {
    key: 'us-sales-tax',
    question: 'Do you charge sales tax?',
    answer: 'US orders include sales tax for the delivery state (and some cities), worked out at checkout from your postal code. UK prices already include VAT, so nothing is added.',
    keywords: ['tax', 'sales tax', 'vat', 'state'],
  },
  {
    key: 'sold-out',
    question: 'An item is sold out. Will it come back?',
    answer: 'Most sold-out toys are restocked within a few weeks. Add it to your favourites to find it quickly, and check the other storefront: some items are stocked in only one country.',
    keywords: ['sold out', 'out of stock', 'restock', 'back in stock'],
  },
  {
    key: 'upcoming-launches',
    question: 'Can I order a toy before its release date?',
    answer: 'Upcoming launches show their release date on the product page. They can be bought once they are released and in stock.',
    keywords: ['release', 'launch', 'pre-order', 'coming soon'],
  },
  {
    key: 'change-country',
    question: 'How do I switch between the US and UK shop?',
    answer: 'Use the country selector in the header. Prices, currency, stock and delivery options change to match the country you choose.',
    keywords: ['country', 'region', 'uk', 'us', 'currency', 'switch'],
  },
  {
    key: 'toy-safety',
    question: 'Are your toys safety tested?',
    answer: 'Every toy meets US (ASTM F963) and UK (UKCA/CE) toy safety standards, and our own lab tests new products before we stock them. Age guidance is on every product page.',
    keywords: ['safety', 'safe', 'age', 'tested', 'small parts'],
  },
  {
    key: 'cancel-order',
    question: 'Can I cancel or change my order?',
    answer: 'Contact us as soon as possible. We can cancel an order until it is dispatched or made ready for pickup, and refund it to the original payment method.',
    keywords: ['cancel', 'change order', 'modify', 'refund'],
  },
  {
    key: 'gift-wrap',
    question: 'Do you offer gift wrapping?',
    answer: 'We do not gift wrap online orders at the moment, but all of our stores will wrap purchases and pickup orders free of charge.',
    keywords: ['gift', 'wrap', 'wrapping', 'present'],
  },
];

export function supportArticleRows(now: Date): NewRow<'support_articles'>[] {
  const writtenAt = daysFrom(now, -90);
  return SUPPORT_ARTICLES.map((article) => ({
    id: seedId(`support:${article.key}`),
    question: article.question,
    answer: article.answer,
    keywords: [...article.keywords],
    is_active: true,
    created_at: writtenAt,
    updated_at: writtenAt,
  }));
}
