import { Link } from '@tanstack/react-router';
import { contactMessageSchema, CONTACT_TOPIC_LABELS, CONTACT_TOPICS, type ContactMessageInput } from '../../../../shared/support/enquiries';
import { ENQUIRY_TEXTS } from '../../../../shared/support/desk-texts';
import { useShopInfo } from '../../../lib/shop-info/use-shop-info';
import { useSession } from '../../../lib/session/current-user';
import { FormField } from '../form-field';
import { EnquiryForm } from './enquiry-form';
import '../desk/support.css';

const FIELDS = ['name', 'email', 'orderNumber', 'topic', 'message'] as const;

/** /contact: the shop's contact details (setting `store_contact`) and the contact form. */
export function ContactPage() {
  const { user } = useSession();
  return (
    <article data-testid="page-contact" className="support-page">
      <h1>Contact Us</h1>
      <p>
        Questions about an order, a product or a store? Our customer care team answers every message, usually within
        one working day. For quick answers try the <Link to="/faq">FAQ</Link> or <Link to="/robo-support">Robo Support</Link>.
      </p>
      <ContactDetails />
      <h2>Send us a message</h2>
      <EnquiryForm
        key={user?.id ?? 'visitor'}
        schema={contactMessageSchema}
        endpoint="/api/contact"
        label="Contact form"
        defaults={{ name: user?.name ?? '', email: user?.email ?? '', orderNumber: '', topic: '' as ContactMessageInput['topic'], message: '' }}
        fieldNames={FIELDS}
        submitLabel={ENQUIRY_TEXTS.send}
        sentText={ENQUIRY_TEXTS.contactSent}
      >
        <FormField<ContactMessageInput> name="name" label="Name" control={{ kind: 'input', autoComplete: 'name' }} />
        <FormField<ContactMessageInput> name="email" label="Email" control={{ kind: 'input', type: 'email', autoComplete: 'email' }} />
        <FormField<ContactMessageInput> name="orderNumber" label="Order number (optional)" hint="It starts with TS-, as in your confirmation email." control={{ kind: 'input' }} />
        <FormField<ContactMessageInput>
          name="topic"
          label="Topic"
          control={{ kind: 'select', placeholder: 'Choose a topic', options: CONTACT_TOPICS.map((topic) => [topic, CONTACT_TOPIC_LABELS[topic]] as const) }}
        />
        <FormField<ContactMessageInput> name="message" label="Message" control={{ kind: 'textarea', rows: 6 }} />
      </EnquiryForm>
    </article>
  );
}

/** The shop's contact details: the store_contact setting (back office → Settings). */
function ContactDetails() {
  const { storeContact } = useShopInfo();
  return (
    <dl className="contact-details" data-testid="contact-details">
      <dt>Email</dt>
      <dd>
        <a href={`mailto:${storeContact.email}`}>{storeContact.email}</a>
      </dd>
      <dt>Phone (US)</dt>
      <dd>{storeContact.phoneUS}</dd>
      <dt>Phone (UK)</dt>
      <dd>{storeContact.phoneUK}</dd>
      <dt>Address (US)</dt>
      <dd>{storeContact.addressUS}</dd>
      <dt>Address (UK)</dt>
      <dd>{storeContact.addressUK}</dd>
    </dl>
  );
}
