// The shop's content pages (issue 14): their names and the descriptions search engines and link
// previews show. The server puts them in each page's head (server/seo/seo.routes.ts); the pages'
// words are in client/features/content/.

export const CONTENT_PAGES = {
  '/about': { name: 'About Us', description: 'Toy Shop sells toys and collectibles to families and collectors in the US and the UK, online and in our stores.' },
  '/shipping-info': { name: 'Shipping Info', description: 'Delivery in the US and the UK: free over 99 in your currency, delivery charges below that, and free store pickup.' },
  '/privacy-policy': { name: 'Privacy Policy', description: 'What personal information Toy Shop collects, why, how long we keep it, and your rights in the US and the UK.' },
  '/terms-conditions': { name: 'Terms & Conditions', description: 'The terms of buying from Toy Shop: prices and taxes, orders, payment, delivery, returns and liability.' },
  '/store-policy': { name: 'Store Policy', description: 'Returns, refunds, exchanges, faulty items and store pickup at Toy Shop, in the US and the UK.' },
  '/accessibility': { name: 'Accessibility', description: 'How Toy Shop works to make shopping accessible to everyone, and how to tell us when something gets in your way.' },
  '/do-not-sell': { name: 'Do Not Sell My Personal Information', description: 'Ask Toy Shop not to sell or share your personal information, or send the Global Privacy Control signal.' },
  '/blog': { name: 'News', description: 'Stories from Toy Shop: new arrivals, collector spotlights, store events and gift guides.' },
} as const;

export type ContentPagePath = keyof typeof CONTENT_PAGES;
