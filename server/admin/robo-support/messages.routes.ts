import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../../shared/errors';
import { messagesListQuerySchema } from '../../../shared/support/desk';
import { canReadPartnershipEnquiries, PARTNERSHIP_FORBIDDEN } from '../../../shared/support/enquiries';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { screenApp } from '../screen-app';
import { contactMessageCsv, contactMessageList, partnershipEnquiryCsv, partnershipEnquiryList } from '../../support/enquiries/enquiries.repo';

/** Admin and store_manager only, checked before the query is validated. */
const managersOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!canReadPartnershipEnquiries(c.var.user?.roles ?? [])) throw new AppError('FORBIDDEN', PARTNERSHIP_FORBIDDEN);
  return next();
};

/**
 * /api/admin/robo-support/messages: the contact form's messages (everyone with the inbox), and
 * /partnerships, the partnership enquiries, for admin and store_manager only (staff: 403).
 */
export const roboSupportMessageRoutes = screenApp('robo-support')
  .get('/', validate('query', messagesListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return query.format === 'csv' ? contactMessageCsv(c, c.var.deps.db, query) : c.json(await contactMessageList(c.var.deps.db, query));
  })
  .get('/partnerships', managersOnly, validate('query', messagesListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return query.format === 'csv' ? partnershipEnquiryCsv(c, c.var.deps.db, query) : c.json(await partnershipEnquiryList(c.var.deps.db, query));
  });
