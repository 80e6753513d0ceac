import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useActiveCategories } from './use-nav-data';

// SPEC §9: the footer lists the first five active categories.
const FOOTER_CATEGORY_LIMIT = 5;

const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/', path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8z' },
  { name: 'Instagram', href: 'https://www.instagram.com/', path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z' },
  { name: 'YouTube', href: 'https://www.youtube.com/', path: 'M3 7a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zm7 2v6l5-3z' },
  { name: 'X (Twitter)', href: 'https://x.com/', path: 'M4 4l16 16M20 4L4 20' },
] as const;

// SPEC §9: the accepted card logos, as small local SVG files (public/payment-logos) so the
// marks cost no JavaScript and the service worker keeps them for offline visits.
const PAYMENT_METHODS = [
  { name: 'Visa', logo: '/payment-logos/visa.svg' },
  { name: 'Mastercard', logo: '/payment-logos/mastercard.svg' },
  { name: 'Amex', logo: '/payment-logos/amex.svg' },
  { name: 'Discover', logo: '/payment-logos/discover.svg' },
  { name: 'JCB', logo: '/payment-logos/jcb.svg' },
  { name: 'PayPal', logo: '/payment-logos/paypal.svg' },
] as const;

interface SiteFooterProps {
  /** The footer's newsletter form (the newsletter feature's), passed in by the root layout. */
  newsletter?: ReactNode;
  /** The country/region picker (the region feature's), passed in by the root layout. */
  countryPicker?: ReactNode;
}

/** The footer on every page (SPEC §2.11). */
export function SiteFooter({ newsletter, countryPicker }: SiteFooterProps) {
  const categories = useActiveCategories(FOOTER_CATEGORY_LIMIT);

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">Help</h2>
          <ul>
            <li><Link to="/faq">FAQ</Link></li>
            <li><Link to="/shipping-info">Shipping Info</Link></li>
            <li><Link to="/orders">Track Your Order</Link></li>
            <li><Link to="/store-policy">Store Policy</Link></li>
            <li><Link to="/contact">Contact Us</Link></li>
            <li><Link to="/robo-support">Robo Support</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop">Shop</h2>
          <ul>
            <li><Link to="/new-arrivals">New Arrivals</Link></li>
            <li><Link to="/shop">All Products</Link></li>
            {categories?.map((category) => (
              <li key={category.id}>
                <Link to="/shop" search={{ category: category.slug }}>{category.name}</Link>
              </li>
            ))}
            <li><Link to="/store-locator">Find a Store</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">Company</h2>
          <ul>
            <li><Link to="/about">About Us</Link></li>
            <li><Link to="/blog">News</Link></li>
            <li><Link to="/careers">Careers</Link></li>
            <li><Link to="/partnership">Partnership</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-policies">
          <h2 id="footer-policies">Policies</h2>
          <ul>
            <li><Link to="/privacy-policy">Privacy Policy</Link></li>
            <li><Link to="/terms-conditions">Terms &amp; Conditions</Link></li>
            <li><Link to="/accessibility">Accessibility</Link></li>
            <li><Link to="/do-not-sell">Do Not Sell My Personal Information</Link></li>
          </ul>
        </section>
        <section className="site-footer__connect" aria-label="Newsletter and country">
          {newsletter}
          {countryPicker}
        </section>
      </div>
      <div className="site-footer__bottom">
        <ul className="site-footer__social" aria-label="Follow us">
          {SOCIAL_LINKS.map((social) => (
            <li key={social.name}>
              <a href={social.href} target="_blank" rel="noopener noreferrer" aria-label={`Toy Shop on ${social.name}`}>
                <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d={social.path} /></svg>
              </a>
            </li>
          ))}
        </ul>
        <ul className="site-footer__payments" aria-label="Accepted payment methods">
          {PAYMENT_METHODS.map((method) => (
            <li key={method.name}>
              <img className="site-footer__card" src={method.logo} alt={method.name} width={48} height={30} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      </div>
      <p className="site-footer__legal">© {new Date().getFullYear()} Toy Shop.</p>
    </footer>
  );
}
