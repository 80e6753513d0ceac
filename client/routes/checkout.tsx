import { createFileRoute, Link } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { CheckoutPage } from '../features/checkout/checkout-page';

// ?items= the cart line keys chosen on /cart, comma-separated; without it, every available line.
const checkoutSearchSchema = z.object({
  items: z.catch(z.optional(z.string().check(z.maxLength(20_000))), undefined),
});

export const Route = createFileRoute('/checkout')({
  validateSearch: checkoutSearchSchema,
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { items } = Route.useSearch();
  const itemKeys = items ? items.split(',').filter((key) => key.length > 0) : undefined;
  return <CheckoutPage itemKeys={itemKeys} renderBackLink={<Link to="/cart" className="button button--quiet">Back to Cart</Link>} />;
}
