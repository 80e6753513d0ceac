import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { paymentConfigFor } from './payment-config';

/** /api/payments: what the browser needs to load the PayPal SDK. */
export const paymentRoutes = new Hono<AppEnv>().get('/config', (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(paymentConfigFor(c.var.deps.config.paypal));
});
