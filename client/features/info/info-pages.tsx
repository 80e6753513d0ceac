import { Link } from '@tanstack/react-router';
import { InfoPage } from './info-page';
import { useShopInfo } from '../../lib/shop-info/use-shop-info';

export function AboutPage() {
  return (
    <InfoPage testId="page-about" title="About Us">
      <p>
        Toy Shop sells toys and collectibles to families and collectors in the United States and the United Kingdom.
        We choose every product for how it plays and how long it lasts, and we keep our stores and our website
        stocked with the same range.
      </p>
      <p>Shop online, collect from one of our stores, or visit us to see the range in person.</p>
    </InfoPage>
  );
}

export function PartnershipPage() {
  return (
    <InfoPage testId="page-partnership" title="Partnership">
      <p>
        We work with toy makers, independent designers and licensors who share our care for quality. If you would
        like your brand in our stores and online shop, tell us about your products through the{' '}
        <Link to="/contact">contact page</Link> and our buying team will get back to you.
      </p>
    </InfoPage>
  );
}

export function BlogPage() {
  return (
    <InfoPage testId="page-blog" title="News">
      <p>Stories from the shop: new arrivals, collector spotlights, store events and gift guides.</p>
      <p className="muted">News posts need an internet connection to load.</p>
    </InfoPage>
  );
}

export function AccessibilityPage() {
  return (
    <InfoPage testId="page-accessibility" title="Accessibility">
      <p>
        We want everyone to be able to shop with us. Our website aims to meet WCAG 2.1 level AA: it works with a
        keyboard and screen readers, keeps text readable at larger sizes and does not rely on colour alone.
      </p>
      <p>
        If something gets in your way, please <Link to="/contact">tell us</Link> and we will fix it or help you
        complete your order another way.
      </p>
    </InfoPage>
  );
}

export function DoNotSellPage() {
  return (
    <InfoPage testId="page-do-not-sell" title="Do Not Sell or Share My Personal Information">
      <p>
        We do not sell your personal information. Under US state privacy laws such as the CCPA you may still ask us
        to record that your information must not be sold or shared for cross-context advertising, and we will
        honour that request for your account and this browser.
      </p>
    </InfoPage>
  );
}

export function ContactPage() {
  return (
    <InfoPage testId="page-contact" title="Contact Us">
      <p>
        Questions about an order, a product or a store? Our customer care team answers every message, usually within
        one working day. For quick answers try the <Link to="/faq">FAQ</Link> or <Link to="/robo-support">Robo Support</Link>.
      </p>
      <ContactDetails />
    </InfoPage>
  );
}

export function RoboSupportPage() {
  return (
    <InfoPage testId="page-robo-support" title="Robo Support">
      <p>
        Our support assistant answers common questions about orders, delivery, returns and store pickup at any
        hour, and hands you over to a person when it can’t help.
      </p>
      <p className="muted">The assistant needs an internet connection.</p>
    </InfoPage>
  );
}

export function FaqPage() {
  return (
    <InfoPage testId="page-faq" title="Frequently Asked Questions">
      <h2>Do I need an account to order?</h2>
      <p>No. You can keep a cart and pay as a guest; an account lets you save favourites and see past orders.</p>
      <h2>How much is delivery?</h2>
      <p>Delivery is free on orders over 99 in your local currency. See <Link to="/shipping-info">Shipping Info</Link>.</p>
      <h2>Can I return something?</h2>
      <p>Unopened items can be returned within 30 days in the US and 14 days in the UK.</p>
      <h2>Can I collect from a store?</h2>
      <p>Yes, at stores that offer pickup. See <Link to="/store-pickup">Store Pickup</Link>.</p>
    </InfoPage>
  );
}

export function ShippingInfoPage() {
  return (
    <InfoPage testId="page-shipping-info" title="Shipping Information">
      <p>
        We ship within the United States (USD orders) and the United Kingdom (GBP orders). Delivery is free when your
        order, after any discount, reaches 99 in your local currency; below that a flat delivery charge applies,
        shown in your cart before you pay.
      </p>
      <p>You can also collect your order from a store that offers pickup, at no charge.</p>
    </InfoPage>
  );
}

export function PrivacyPolicyPage() {
  return (
    <InfoPage testId="page-privacy-policy" title="Privacy Policy">
      <p>
        We collect what we need to run your orders and your account: your name, email, delivery address and order
        history. Payments are handled by our payment provider; we never see or store your card number.
      </p>
      <p>
        We don’t sell your personal information. You can ask for a copy of your data, or for it to be deleted, through
        the <Link to="/contact">contact page</Link>.
      </p>
    </InfoPage>
  );
}

export function TermsConditionsPage() {
  return (
    <InfoPage testId="page-terms-conditions" title="Terms & Conditions">
      <p>
        These terms apply when you buy from Toy Shop. Prices are shown in your country’s currency and are confirmed
        when you pay; an order is accepted when we send your confirmation. We may cancel and refund an order if an
        item turns out to be unavailable.
      </p>
    </InfoPage>
  );
}

export function StorePolicyPage() {
  return (
    <InfoPage testId="page-store-policy" title="Store Policy">
      <p>
        Unopened items may be returned within 30 days (US) or 14 days (UK) of delivery or collection for a full
        refund to the original payment method. Faulty items are replaced or refunded whenever you find the fault
        within the warranty period.
      </p>
    </InfoPage>
  );
}

/** The shop's contact details: the store_contact setting (back office → Settings). */
function ContactDetails() {
  const { storeContact } = useShopInfo();
  return (
    <dl className="contact-details" data-testid="contact-details">
      <dt>Email</dt>
      <dd>
        <a href={`mailto:${storeContact.email}`}>{storeContact.email}</a>
      </dd>
      <dt>Phone (US)</dt>
      <dd>{storeContact.phoneUS}</dd>
      <dt>Phone (UK)</dt>
      <dd>{storeContact.phoneUK}</dd>
      <dt>Address (US)</dt>
      <dd>{storeContact.addressUS}</dd>
      <dt>Address (UK)</dt>
      <dd>{storeContact.addressUK}</dd>
    </dl>
  );
}
