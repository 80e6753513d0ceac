import { partnershipEnquirySchema, PARTNERSHIP_KIND_LABELS, PARTNERSHIP_KINDS, type PartnershipEnquiryInput } from '../../../../shared/support/enquiries';
import { ENQUIRY_TEXTS } from '../../../../shared/support/desk-texts';
import { FormField } from '../form-field';
import { EnquiryForm } from './enquiry-form';
import '../desk/support.css';

const FIELDS = ['name', 'company', 'email', 'website', 'kind', 'message'] as const;

/** /partnership: how the shop works with brands, wholesale buyers and event partners, and the enquiry form. */
export function PartnershipPage() {
  return (
    <article data-testid="page-partnership" className="support-page">
      <h1>Partnership</h1>
      <p>
        Toy Shop sells toys and collectibles to families and collectors in the United States and the United Kingdom,
        online and in our stores. We are always glad to hear from people who share our care for toys that play well and
        last.
      </p>
      <h2>Brands and makers</h2>
      <p>
        We stock established toy makers alongside independent designers and licensors. Our buying team looks for safe,
        well-made products with clear age guidance, packaging that survives the post, and the certifications each market
        asks for (CPSIA in the US, UKCA or CE in the UK). Tell us about your range, your price points and where you sell
        today; we review new ranges every season.
      </p>
      <h2>Wholesale and corporate orders</h2>
      <p>
        Schools, nurseries, hospitals, charities and companies buy from us in quantity for classrooms, waiting rooms,
        prize draws and staff gifts. We quote volume prices, deliver to one address or many, and can hold stock for
        store pickup.
      </p>
      <h2>Events and collaborations</h2>
      <p>
        Our stores host play days, launches, signings and collectors’ meet-ups. If you run a community event, a
        fundraiser or a creator channel and would like to work with us, tell us what you have in mind and when.
      </p>
      <h2>Send an enquiry</h2>
      <p>Our partnerships team replies to every enquiry within five working days.</p>
      <EnquiryForm
        schema={partnershipEnquirySchema}
        endpoint="/api/partnership"
        label="Partnership enquiry"
        defaults={{ name: '', company: '', email: '', website: '', kind: '' as PartnershipEnquiryInput['kind'], message: '' }}
        fieldNames={FIELDS}
        submitLabel={ENQUIRY_TEXTS.sendEnquiry}
        sentText={ENQUIRY_TEXTS.partnershipSent}
      >
        <FormField<PartnershipEnquiryInput> name="name" label="Name" control={{ kind: 'input', autoComplete: 'name' }} />
        <FormField<PartnershipEnquiryInput> name="company" label="Company" control={{ kind: 'input', autoComplete: 'organization' }} />
        <FormField<PartnershipEnquiryInput> name="email" label="Email" control={{ kind: 'input', type: 'email', autoComplete: 'email' }} />
        <FormField<PartnershipEnquiryInput> name="website" label="Website (optional)" control={{ kind: 'input', type: 'url', autoComplete: 'url' }} />
        <FormField<PartnershipEnquiryInput>
          name="kind"
          label="Kind of partnership"
          control={{ kind: 'select', placeholder: 'Choose one', options: PARTNERSHIP_KINDS.map((kind) => [kind, PARTNERSHIP_KIND_LABELS[kind]] as const) }}
        />
        <FormField<PartnershipEnquiryInput> name="message" label="Message" control={{ kind: 'textarea', rows: 6 }} />
      </EnquiryForm>
    </article>
  );
}
