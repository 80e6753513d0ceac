import { Link } from '@tanstack/react-router';
import { ContentPage } from './content-page';
import { ReturnWindowsText, useReturnWindows } from './shop-rules';

export function StorePolicyPage() {
  const days = useReturnWindows();
  return (
    <ContentPage path="/store-policy" testId="page-store-policy">
      <p className="lede">
        How returns, refunds and exchanges work, online and in our stores. These rules add to your legal rights; they never
        take any away.
      </p>
      <h2>Returns</h2>
      <ul>
        <li>
          Unopened items in their original packaging can be returned within <ReturnWindowsText /> of delivery or collection,
          for a full refund.
        </li>
        <li>Return by post using the address in your dispatch email, or bring the item and your order number to any of our stores.</li>
        <li>Return postage is free when the item is faulty or we sent the wrong one; otherwise it is yours to pay.</li>
        <li>Opened items can be returned only when faulty (below). Personalised items, and opened collectible blind boxes and trading cards, cannot be returned unless faulty.</li>
      </ul>
      <h2>Refunds</h2>
      <p>
        We refund to the original payment method within 5 working days of receiving the item, including the original
        delivery charge when the whole order comes back. You get an email when the refund is made.
      </p>
      <h2>Faulty items</h2>
      <p>
        If a toy is faulty, tell us through the <Link to="/contact">contact page</Link> with your order number and a photo.
        We replace or refund it, whenever you find the fault within the manufacturer's warranty. In the UK you also have
        your rights under the Consumer Rights Act 2015; in the US, your rights under state law and any warranty.
      </p>
      <h2>Cancelling an order</h2>
      <p>
        An order can be cancelled for a full refund until it ships or is ready for pickup. After that, return it as above.
        In the UK you may also cancel within 14 days of delivery under the Consumer Contracts Regulations
        {days.UK >= 14 ? ', which our return window already covers' : ''}.
      </p>
      <h2>In our stores</h2>
      <p>
        Store purchases follow the same rules. Bring your receipt or order number. If you cannot collect a pickup order in
        time, contact us and we will cancel and refund it.
      </p>
    </ContentPage>
  );
}
