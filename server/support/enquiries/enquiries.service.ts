import type { AppDeps } from '../../context';
import type { ContactMessage, EnquiryReceipt, PartnershipEnquiry } from '../../../shared/support/enquiries';
import { readSetting } from '../../settings/settings.repo';
import { insertContactMessage, insertPartnershipEnquiry } from './enquiries.repo';
import {
  CONTACT_COPY_TEMPLATE,
  CONTACT_MESSAGE_TEMPLATE,
  contactCopyEmail,
  contactMessageEmail,
  PARTNERSHIP_ENQUIRY_TEMPLATE,
  partnershipEnquiryEmail,
} from '../desk/support-email.template';

type Deps = Pick<AppDeps, 'db' | 'email'>;

/**
 * A /contact message: stored (it shows in the support inbox), emailed to the shop's address (setting
 * `store_contact`) and a copy to the sender. Stored first: a mail server down loses nothing, and
 * both sends are in email_logs whatever becomes of them.
 */
export async function receiveContactMessage(deps: Deps, message: ContactMessage, userId: string | null): Promise<EnquiryReceipt> {
  const id = crypto.randomUUID();
  await insertContactMessage(deps.db, id, message, userId);
  const shop = await readSetting(deps.db, 'store_contact');
  await Promise.all([
    deps.email.sendMessage({ to: shop.email, ...contactMessageEmail(message) }, CONTACT_MESSAGE_TEMPLATE, null),
    deps.email.sendMessage({ to: message.email, ...contactCopyEmail(message) }, CONTACT_COPY_TEMPLATE, null),
  ]);
  return { id };
}

/** A /partnership enquiry: stored (listed for managers) and emailed to the shop's address. */
export async function receivePartnershipEnquiry(deps: Deps, enquiry: PartnershipEnquiry): Promise<EnquiryReceipt> {
  const id = crypto.randomUUID();
  await insertPartnershipEnquiry(deps.db, id, enquiry);
  const shop = await readSetting(deps.db, 'store_contact');
  await deps.email.sendMessage({ to: shop.email, ...partnershipEnquiryEmail(enquiry) }, PARTNERSHIP_ENQUIRY_TEMPLATE, null);
  return { id };
}
