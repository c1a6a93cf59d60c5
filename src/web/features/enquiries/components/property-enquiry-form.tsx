import { formatIndianMobile } from '#domain/indian-mobile';
import type { PropertyEnquiryInput } from '#domain/enquiry-request';
import { EmailField, MobileField, NameField } from '#web/components/visitor-form/contact-fields';
import { TextAreaField } from '#web/components/ui/form-fields';
import { SubmissionReceived } from '#web/components/visitor-form/submission-received';
import { VisitorForm } from '#web/components/visitor-form/visitor-form';
import { VisitorFormCard } from '#web/components/visitor-form/visitor-form-card';
import type { EnquiryReceipt } from '#web/features/enquiries/api/send-enquiry';
import { useEnquiryForm } from './use-enquiry-form';

/** Where links to the question form point. */
export const PROPERTY_ENQUIRY_ANCHOR = 'ask-about-this-property';

/** What the form says about the listing asked about. */
type ListingForEnquiry = { id: string; title: string; city: string };

/** The property page's question form: price, paperwork, the neighbourhood, whatever the visitor wants to know. */
export function PropertyEnquiryForm({ listing }: { listing: ListingForEnquiry }) {
  return (
    <VisitorFormCard<EnquiryReceipt>
      id={PROPERTY_ENQUIRY_ANCHOR}
      title="Ask about this property"
      intro={
        <p>
          Questions about the price, the paperwork or the neighbourhood? Our {listing.city} team knows this
          listing and will get back to you.
        </p>
      }
      form={(onSent) => <PropertyEnquiryFields listing={listing} onSent={onSent} />}
      received={(sent, askAgain) => (
        <SubmissionReceived title="Question sent" againLabel="Ask something else" onAgain={askAgain}>
          <p>
            Thank you, {sent.name}. We have your question about <strong>{listing.title}</strong>.
          </p>
          <p>
            {sent.phone
              ? `Our advisor will call you on ${formatIndianMobile(sent.phone)}, usually within one working day.`
              : 'Our advisor will get back to you, usually within one working day.'}
          </p>
        </SubmissionReceived>
      )}
    />
  );
}

function PropertyEnquiryFields({
  listing,
  onSent,
}: {
  listing: ListingForEnquiry;
  onSent: (enquiry: EnquiryReceipt) => void;
}) {
  const state = useEnquiryForm({
    // Imported when the form is first checked: the property page paints without zod.
    schema: async () => (await import('#domain/enquiry-request')).propertyEnquirySchema,
    defaultValues: (contact): PropertyEnquiryInput => ({
      kind: 'property',
      propertyId: listing.id,
      ...contact,
      message: `Hello, I am interested in "${listing.title}". Please share more details.`,
    }),
    hiddenFields: ['kind', 'propertyId'],
    sentMessage: 'Question sent. Our advisor will get back to you soon.',
    onSent,
  });
  return (
    <VisitorForm
      label="Ask about this property"
      state={state}
      submitLabel="Send question"
      note="We use your details only to answer this question. No spam, and your number is never shared with brokers."
    >
      <NameField />
      <div className="grid gap-4 sm:grid-cols-2">
        <MobileField required />
        <EmailField />
      </div>
      <TextAreaField<PropertyEnquiryInput> name="message" label="Your question" rows={4} />
    </VisitorForm>
  );
}
