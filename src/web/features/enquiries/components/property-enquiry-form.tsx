import { Trans, useLingui } from '@lingui/react/macro';
import { formatIndianMobile } from '#domain/indian-mobile';
import type { PropertyEnquiryInput } from '#domain/enquiry-request';
import { usePlaceNames } from '#web/lib/place-names';
import { EmailField, MobileField, NameField } from '#web/components/visitor-form/contact-fields';
import { TextAreaField } from '#web/components/ui/form-fields';
import { SubmissionReceived } from '#web/components/visitor-form/submission-received';
import { VisitorForm } from '#web/components/visitor-form/visitor-form';
import { VisitorFormCard } from '#web/components/visitor-form/visitor-form-card';
import type { EnquiryReceipt } from '#web/features/enquiries/api/send-enquiry';
import { PROPERTY_ENQUIRY_ANCHOR } from './property-enquiry-anchor';
import { useEnquiryForm } from './use-enquiry-form';

/** What the form says about the listing asked about. */
type ListingForEnquiry = { id: string; title: string; city: string };

/** The property page's question form: price, paperwork, the neighbourhood, whatever the visitor wants to know. */
export function PropertyEnquiryForm({ listing }: { listing: ListingForEnquiry }) {
  const { t } = useLingui();
  const city = usePlaceNames().city(listing.city);
  return (
    <VisitorFormCard<EnquiryReceipt>
      id={PROPERTY_ENQUIRY_ANCHOR}
      title={t`Ask about this property`}
      intro={
        <p>
          <Trans>
            Questions about the price, the paperwork or the neighbourhood? Our {city} team knows this listing
            and will get back to you.
          </Trans>
        </p>
      }
      form={(onSent) => <PropertyEnquiryFields listing={listing} onSent={onSent} />}
      received={(sent, askAgain) => (
        <SubmissionReceived title={t`Question sent`} againLabel={t`Ask something else`} onAgain={askAgain}>
          <QuestionReceived enquiry={sent} listingTitle={listing.title} />
        </SubmissionReceived>
      )}
    />
  );
}

function QuestionReceived({ enquiry, listingTitle }: { enquiry: EnquiryReceipt; listingTitle: string }) {
  const { t } = useLingui();
  const phone = enquiry.phone ? formatIndianMobile(enquiry.phone) : null;
  return (
    <>
      <p>
        <Trans>
          Thank you, {enquiry.name}. We have your question about <strong>{listingTitle}</strong>.
        </Trans>
      </p>
      <p>
        {phone
          ? t`Our advisor will call you on ${phone}, usually within one working day.`
          : t`Our advisor will get back to you, usually within one working day.`}
      </p>
    </>
  );
}

function PropertyEnquiryFields({
  listing,
  onSent,
}: {
  listing: ListingForEnquiry;
  onSent: (enquiry: EnquiryReceipt) => void;
}) {
  const { t } = useLingui();
  const listingTitle = listing.title;
  const state = useEnquiryForm({
    // Imported when the form is first checked: the property page paints without zod.
    schema: async () => (await import('#domain/enquiry-request')).propertyEnquirySchema,
    defaultValues: (contact): PropertyEnquiryInput => ({
      kind: 'property',
      propertyId: listing.id,
      ...contact,
      message: t`Hello, I am interested in "${listingTitle}". Please share more details.`,
    }),
    hiddenFields: ['kind', 'propertyId'],
    sentMessage: t`Question sent. Our advisor will get back to you soon.`,
    onSent,
  });
  return (
    <VisitorForm
      label={t`Ask about this property`}
      state={state}
      submitLabel={t`Send question`}
      note={t`We use your details only to answer this question. No spam, and your number is never shared with brokers.`}
    >
      <NameField />
      <div className="grid gap-4 sm:grid-cols-2">
        <MobileField required />
        <EmailField />
      </div>
      <TextAreaField<PropertyEnquiryInput> name="message" label={t`Your question`} rows={4} />
    </VisitorForm>
  );
}
