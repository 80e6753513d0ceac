import { createFileRoute, Link } from '@tanstack/react-router';
import { optionalString, presentOnly } from '../lib/url-values';
import { CheckoutPage } from '../features/checkout/checkout-page';

// ?items= the cart line keys chosen on /cart, comma-separated; without it, every available line.
const checkoutSearch = (search: Record<string, unknown>) => presentOnly({ items: optionalString(search.items, 20_000) });

export const Route = createFileRoute('/checkout')({
  validateSearch: checkoutSearch,
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { items } = Route.useSearch();
  const itemKeys = items ? items.split(',').filter((key) => key.length > 0) : undefined;
  return <CheckoutPage itemKeys={itemKeys} renderBackLink={<Link to="/cart" className="button button--quiet">Back to Cart</Link>} />;
}
