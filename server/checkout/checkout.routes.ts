import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../context';
import { validate } from '../http/validate';
import { rateLimit } from '../http/rate-limit';
import { LIMITS } from '../http/abuse-limits';
import { captureRequestSchema, createOrderRequestSchema, quoteRequestSchema, shippingChangeRequestSchema } from '../../shared/checkout/api';
import { shopperFrom } from '../orders/order-access';
import { priceCart } from './cart-pricing.service';
import { refusalResponse } from './checkout-outcome';
import { createCheckoutOrder, pickupStoreFor, storeTaxAddress } from './create-order.service';
import { changeShippingAddress } from './shipping-change.service';
import { captureCheckoutOrder, captureStatusOf } from './capture.service';
import { captureDepsOf } from './capture-recovery';
import { pathIdSchema } from '../../shared/text.schema';

const paypalOrderParam = z.object({ paypalOrderId: pathIdSchema });

/**
 * /api/checkout: the server's quote of a cart, creating the payment order, a shipping address
 * change during approval, and the capture. A guest proves ownership with `guestId` (body) or the
 * X-Guest-Id header.
 */
export const checkoutRoutes = new Hono<AppEnv>()
  .post('/quote', rateLimit(...LIMITS.quote), validate('json', quoteRequestSchema), async (c) => {
    const request = c.req.valid('json');
    const store = request.pickupStoreId ? await pickupStoreFor(c.var.deps.db, request.pickupStoreId, request.country) : null;
    const priced = await priceCart(
      c.var.deps.db,
      store
        ? { country: request.country, lines: request.lines, promoCode: request.promoCode, taxAddress: storeTaxAddress(store), pickup: true, pickupStoreId: store.id }
        : { country: request.country, lines: request.lines, promoCode: request.promoCode, taxAddress: request.shippingAddress ?? null },
      new Date(),
    );
    return c.json(priced.quote);
  })
  .post('/orders', rateLimit(...LIMITS.createOrder), validate('json', createOrderRequestSchema), async (c) => {
    const request = c.req.valid('json');
    const outcome = await createCheckoutOrder(c.var.deps.db, c.var.deps.paypal, shopperFrom(c, request.guestId), request, new Date());
    return outcome.ok ? c.json(outcome.value, 201) : refusalResponse(c, outcome.refusal);
  })
  .post('/orders/:paypalOrderId/shipping', rateLimit(...LIMITS.shippingChange), validate('param', paypalOrderParam), validate('json', shippingChangeRequestSchema.extend({ guestId: captureRequestSchema.shape.guestId })), async (c) => {
    const body = c.req.valid('json');
    const outcome = await changeShippingAddress(c.var.deps.db, c.var.deps.paypal, shopperFrom(c, body.guestId), c.req.param('paypalOrderId'), body.shippingAddress, c.var.log);
    return outcome.ok ? c.json(outcome.value) : refusalResponse(c, outcome.refusal);
  })
  .post('/orders/:paypalOrderId/capture', rateLimit(...LIMITS.capture), validate('param', paypalOrderParam), validate('json', captureRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const outcome = await captureCheckoutOrder(
      captureDepsOf(c.var.deps, c.var.log),
      shopperFrom(c, body.guestId),
      c.req.param('paypalOrderId'),
      body,
      new Date(),
    );
    if (!outcome.ok) return refusalResponse(c, outcome.refusal);
    // Still being completed by another request: 202, and the page polls the GET below.
    return c.json(outcome.value, outcome.value.status === 'capturing' ? 202 : 200);
  })
  .get('/orders/:paypalOrderId/capture', validate('param', paypalOrderParam), async (c) => c.json(await captureStatusOf(c.var.deps.db, shopperFrom(c), c.req.valid('param').paypalOrderId)));
