import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../features/cart/cart-page';
import { ExpressPayment } from '../features/checkout/express-payment';

export const Route = createFileRoute('/cart')({ component: CartRoute });

function CartRoute() {
  return <CartPage renderExpressPayment={(order, online) => <ExpressPayment order={order} online={online} />} />;
}
