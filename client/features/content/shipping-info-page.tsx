import { Link } from '@tanstack/react-router';
import { ContentPage } from './content-page';
import { DeliveryTable, ReturnWindowsText } from './shop-rules';

export function ShippingInfoPage() {
  return (
    <ContentPage path="/shipping-info" testId="page-shipping-info" title="Shipping Information">
      <p className="lede">
        We deliver within the United States (orders in US dollars) and the United Kingdom (orders in pounds sterling).
        Delivery is free when your order, after any discount, reaches the threshold for your country.
      </p>
      <DeliveryTable />
      <p>
        Your cart shows the delivery charge, and how far you are from free delivery, before you pay. The charge is worked
        out on the order's total after any promo code.
      </p>
      <h2>Dispatch and tracking</h2>
      <p>
        Most orders leave our warehouse within one working day. We email you when your order ships, and you can follow it
        at any time from <Link to="/orders">My Orders</Link> (guests: with the order number and the email used at checkout).
      </p>
      <h2>Store pickup</h2>
      <p>
        Choose Store Pickup at checkout to collect from a store that offers it, at no charge. We email a pickup code when
        your order is ready; show it at the counter. The email says how long we hold your order. See{' '}
        <Link to="/store-pickup">Store Pickup</Link>.
      </p>
      <h2>Taxes and duties</h2>
      <p>
        US orders add sales tax for the delivery address at checkout. UK prices already include VAT, so nothing is added.
        We do not ship between the two countries, so there are no import duties.
      </p>
      <h2>Something wrong with a delivery?</h2>
      <p>
        If a parcel arrives damaged or not at all, <Link to="/contact">contact us</Link> and we will send a replacement or
        refund you. Unopened items can be returned within <ReturnWindowsText />: see our <Link to="/store-policy">Store Policy</Link>.
      </p>
    </ContentPage>
  );
}
