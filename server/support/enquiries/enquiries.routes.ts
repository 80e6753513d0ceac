import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { rateLimit } from '../../http/rate-limit';
import { LIMITS } from '../../http/abuse-limits';
import { contactMessageSchema, partnershipEnquirySchema } from '../../../shared/support/enquiries';
import { receiveContactMessage, receivePartnershipEnquiry } from './enquiries.service';

/** POST /api/contact: the contact form (anyone; abuse-limited per client and per sender's email). */
export const contactRoutes = new Hono<AppEnv>().post('/', rateLimit(...LIMITS.enquiry), validate('json', contactMessageSchema), async (c) =>
  c.json(await receiveContactMessage(c.var.deps, c.req.valid('json'), c.var.user?.id ?? null), 201),
);

/** POST /api/partnership: the partnership enquiry form (the same counters as /contact: one budget for both forms). */
export const partnershipRoutes = new Hono<AppEnv>().post('/', rateLimit(...LIMITS.enquiry), validate('json', partnershipEnquirySchema), async (c) =>
  c.json(await receivePartnershipEnquiry(c.var.deps, c.req.valid('json')), 201),
);
