import { Link } from '@tanstack/react-router';
import { InfoPage } from './info-page';
import { useShopInfo } from '../../lib/shop-info/use-shop-info';

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

export function CareersPage() {
  return (
    <InfoPage testId="page-careers" title="Careers">
      <p>
        Join the team that brings play to our customers: in our stores, our warehouses and our head office. Open
        positions are listed here with what the role involves and how to apply.
      </p>
    </InfoPage>
  );
}

export function CareerPage({ jobId }: { jobId: string }) {
  return (
    <InfoPage testId="page-careers-detail" title="Job Opening">
      <p>
        The details of this position (reference {jobId}) load from the shop when you are online. If the position
        has closed it is no longer listed.
      </p>
      <Link to="/careers" className="button button--quiet">All open positions</Link>
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
