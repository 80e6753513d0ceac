import { Link } from '@tanstack/react-router';
import { ContentPage } from './content-page';
import { DeliveryTable, ReturnWindowsText } from './shop-rules';

export function TermsConditionsPage() {
  return (
    <ContentPage path="/terms-conditions" testId="page-terms-conditions">
      <p className="lede">
        These terms apply when you buy from Toy Shop online or collect in store. Please read them with our{' '}
        <Link to="/store-policy">Store Policy</Link> and <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
      <h2>1. Who we are</h2>
      <p>Toy Shop sells to customers in the United States and the United Kingdom. Our contact details are on the <Link to="/contact">contact page</Link>.</p>
      <h2>2. Prices and taxes</h2>
      <ul>
        <li>US prices are in US dollars. Sales tax for the delivery address is added at checkout and shown before you pay.</li>
        <li>UK prices are in pounds sterling and include VAT. Nothing is added at checkout except any delivery charge.</li>
        <li>The price you pay is the one confirmed at checkout. If a price is clearly wrong, we will tell you and you may cancel.</li>
      </ul>
      <h2>3. Orders</h2>
      <p>
        Your order is accepted when we email your confirmation. We may cancel and refund an order in full if an item turns out
        to be unavailable or cannot be sent to your address. Some orders are checked by our team before they are sent; we
        tell you if yours is held.
      </p>
      <h2>4. Payment</h2>
      <p>We take payment through PayPal, including cards through PayPal checkout. We never see or store your card number.</p>
      <h2>5. Delivery and pickup</h2>
      <DeliveryTable />
      <p>Delivery times are estimates. Pickup orders are held for the time stated in your pickup email.</p>
      <h2>6. Promo codes</h2>
      <p>One code per order. Each code has its own dates, minimum spend and number of uses; codes have no cash value.</p>
      <h2>7. Returns and cancellations</h2>
      <p>
        Unopened items can be returned within <ReturnWindowsText />, as our <Link to="/store-policy">Store Policy</Link>{' '}
        explains. This does not affect your statutory rights.
      </p>
      <h2>8. Toy safety</h2>
      <p>Follow the age grading and warnings on each product. Small parts are not suitable for children under 3.</p>
      <h2>9. Liability</h2>
      <p>
        Nothing in these terms limits our liability where the law does not allow it. Otherwise our liability for an order is
        limited to the amount you paid for it.
      </p>
      <h2>10. Law</h2>
      <p>Orders in the US are governed by the law of the state of delivery; orders in the UK by the law of England and Wales, or of Scotland or Northern Ireland if you live there.</p>
    </ContentPage>
  );
}
