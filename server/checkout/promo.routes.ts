import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { validate } from '../http/validate';
import { rateLimit } from '../http/rate-limit';
import { LIMITS } from '../http/abuse-limits';
import { promoValidateRequestSchema } from '../../shared/checkout/api';
import { priceCart } from './cart-pricing.service';
import { refusalResponse } from './checkout-outcome';
import { TOASTS } from '../../shared/texts';
import type { PromoErrorCode } from '../../shared/checkout/promo';

/** POST /api/promo/validate: 200 with the applied promo, or 422 PROMO_* with the spec's message. */
export const promoRoutes = new Hono<AppEnv>().post('/validate', rateLimit(...LIMITS.promoValidate), validate('json', promoValidateRequestSchema), async (c) => {
  const request = c.req.valid('json');
  const { quote } = await priceCart(c.var.deps.db, { country: request.country, lines: request.lines, promoCode: request.code }, new Date());
  if (quote.promo) return c.json(quote.promo);
  const error = quote.promoError ?? { code: 'PROMO_INVALID', message: TOASTS.promoInvalid.description };
  return refusalResponse(c, { code: error.code as PromoErrorCode, message: error.message });
});
