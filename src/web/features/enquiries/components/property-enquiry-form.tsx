import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, type Resolver } from 'react-hook-form';
import { formatIndianMobile } from '../../../../domain/contact-fields';
import { propertyEnquirySchema, type EnquiryRequest } from '../../../../domain/enquiry-request';
import { FormFooter } from '../../../components/visitor-form/form-footer';
import { TextAreaField, TextField } from '../../../components/visitor-form/form-fields';
import { HoneypotField } from '../../../components/visitor-form/honeypot-field';
import { SubmissionReceived } from '../../../components/visitor-form/submission-received';
import { useVisitorForm } from '../../../components/visitor-form/use-visitor-form';
import { VisitorFormCard } from '../../../components/visitor-form/visitor-form-card';
import { useSession } from '../../auth/api/get-session';
import type { PublicListing } from '../../properties/api/get-listing';
import { useSendEnquiry, type EnquiryReceipt } from '../api/send-enquiry';

/** Where links to the question form point. */
export const PROPERTY_ENQUIRY_ANCHOR = 'ask-about-this-property';

type PropertyEnquiryValues = {
  kind: 'property';
  propertyId: string;
  name: string;
  phone: string;
  email: string;
  message: string;
};

const resolver = zodResolver(propertyEnquirySchema) as unknown as Resolver<
  PropertyEnquiryValues,
  unknown,
  EnquiryRequest
>;

type ListingForEnquiry = Pick<PublicListing, 'id' | 'title' | 'city'>;

/** The property page's question form: price, paperwork, the neighbourhood, whatever the visitor wants to know. */
export function PropertyEnquiryForm({ listing }: { listing: ListingForEnquiry }) {
  const [sent, setSent] = useState<EnquiryReceipt | null>(null);
  return (
    <VisitorFormCard
      id={PROPERTY_ENQUIRY_ANCHOR}
      title="Ask about this property"
      intro={
        sent ? null : (
          <p>
            Questions about the price, the paperwork or the neighbourhood? Our {listing.city} team knows this
            listing and will get back to you.
          </p>
        )
      }
    >
      {sent ? (
        <SubmissionReceived
          title="Question sent"
          againLabel="Ask something else"
          onAgain={() => setSent(null)}
        >
          <p>
            Thank you, {sent.name}. We have your question about <strong>{listing.title}</strong>.
          </p>
          <p>
            {sent.phone
              ? `Our advisor will call you on ${formatIndianMobile(sent.phone)}, usually within one working day.`
              : 'Our advisor will get back to you, usually within one working day.'}
          </p>
        </SubmissionReceived>
      ) : (
        <PropertyEnquiryFields listing={listing} onSent={setSent} />
      )}
    </VisitorFormCard>
  );
}

function PropertyEnquiryFields({
  listing,
  onSent,
}: {
  listing: ListingForEnquiry;
  onSent: (enquiry: EnquiryReceipt) => void;
}) {
  const { user } = useSession();
  const submission = useSendEnquiry('Question sent. Our advisor will get back to you soon.');
  const defaultValues: PropertyEnquiryValues = {
    kind: 'property',
    propertyId: listing.id,
    name: user?.name ?? '',
    phone: '',
    email: user?.email ?? '',
    message: `Hello, I am interested in "${listing.title}". Please share more details.`,
  };
  const { form, onSubmit, submitting, formError } = useVisitorForm({
    resolver,
    defaultValues,
    hiddenFields: ['kind', 'propertyId'],
    submission,
    onSent,
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Ask about this property">
        <HoneypotField />
        <TextField<PropertyEnquiryValues> name="name" label="Your name" required autoComplete="name" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<PropertyEnquiryValues>
            name="phone"
            label="Mobile number"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="98450 12345"
          />
          <TextField<PropertyEnquiryValues>
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
          />
        </div>
        <TextAreaField<PropertyEnquiryValues> name="message" label="Your question" rows={4} />
        <FormFooter
          submitLabel="Send question"
          submittingLabel="Sending…"
          submitting={submitting}
          error={formError}
          note="We use your details only to answer this question. No spam, and your number is never shared with brokers."
        />
      </form>
    </FormProvider>
  );
}
