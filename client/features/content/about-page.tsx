import { Link } from '@tanstack/react-router';
import { ContentPage } from './content-page';

export function AboutPage() {
  return (
    <ContentPage path="/about" testId="page-about">
      <p className="lede">
        Toy Shop sells toys and collectibles to families and collectors in the United States and the United Kingdom,
        online and in our own stores.
      </p>
      <h2>What we stock</h2>
      <p>
        We choose every product for how it plays and how long it lasts: building sets, plush, games and puzzles, arts
        and crafts, outdoor toys, and the figures, vinyl and limited editions collectors look for. If we would not give
        it to our own children, nieces and nephews, we do not sell it.
      </p>
      <h2>Two countries, one shop</h2>
      <p>
        US orders are priced and charged in US dollars with state sales tax added at checkout; UK orders in pounds
        sterling with VAT already included in the price. Some items are stocked in only one country, and the shop
        always shows what is in stock where you are.
      </p>
      <h2>Shop how you like</h2>
      <ul>
        <li>Order online for home delivery: see <Link to="/shipping-info">Shipping Info</Link>.</li>
        <li>
          Order online and collect from one of our stores at no charge: see <Link to="/store-pickup">Store Pickup</Link> and{' '}
          <Link to="/store-locator">find a store</Link>.
        </li>
        <li>Visit a store to see the range in person, try the demo games and ask our staff for a gift idea.</li>
      </ul>
      <h2>Our promises</h2>
      <ul>
        <li>Every toy we sell meets the safety rules of the country we sell it in (CPSC in the US, UKCA or CE marking in the UK).</li>
        <li>Clear prices, no surprise charges, and returns explained in plain words in our <Link to="/store-policy">Store Policy</Link>.</li>
        <li>We never sell your personal information (<Link to="/privacy-policy">Privacy Policy</Link>).</li>
      </ul>
      <p>
        Stories from the shop floor are on our <Link to="/blog">blog</Link>, and we are always glad to hear from you through the{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    </ContentPage>
  );
}
