import { Link } from 'react-router';
import { contactEnquirySchema, type ContactEnquiryInput } from '#domain/enquiry-request';
import { EmailField, MobileField, NameField } from '#web/components/visitor-form/contact-fields';
import { TextAreaField } from '#web/components/ui/form-fields';
import { SubmissionReceived } from '#web/components/visitor-form/submission-received';
import { VisitorForm } from '#web/components/visitor-form/visitor-form';
import { VisitorFormCard } from '#web/components/visitor-form/visitor-form-card';
import type { EnquiryReceipt } from '#web/features/enquiries/api/send-enquiry';
import { useEnquiryForm } from './use-enquiry-form';

/** The /contact-us form: a general question, answered by email (or a call, if the visitor leaves a number). */
export function ContactForm() {
  return (
    <VisitorFormCard<EnquiryReceipt>
      title="Send us a message"
      intro={
        <p>
          Buying, renting, selling or building: ask us anything. We reply on working days, Monday to Saturday.
        </p>
      }
      form={(onSent) => <ContactFields onSent={onSent} />}
      received={(sent, sendAgain) => (
        <SubmissionReceived title="Message sent" againLabel="Send another message" onAgain={sendAgain}>
          <p>Thank you, {sent.name}. Your message has reached the HouseHunt team.</p>
          <p>We will reply to {sent.email}, usually within one working day.</p>
        </SubmissionReceived>
      )}
    />
  );
}

function ContactFields({ onSent }: { onSent: (enquiry: EnquiryReceipt) => void }) {
  const state = useEnquiryForm({
    schema: contactEnquirySchema,
    defaultValues: (contact): ContactEnquiryInput => ({ kind: 'contact', ...contact, message: '' }),
    hiddenFields: ['kind'],
    sentMessage: 'Message sent. We will reply soon.',
    onSent,
  });
  return (
    <VisitorForm
      label="Send us a message"
      state={state}
      submitLabel="Send message"
      note={
        <>
          We use your details only to answer you. Our{' '}
          <Link
            to="/privacy-policy"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-amber-300 dark:hover:text-amber-200"
          >
            privacy policy
          </Link>{' '}
          says how we keep them.
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField />
        <EmailField required />
      </div>
      <MobileField hint="Leave a number if you would rather we call." />
      <TextAreaField<ContactEnquiryInput>
        name="message"
        label="How can we help?"
        required
        rows={5}
        placeholder="For example: I am relocating to Pune in June and need a 2 BHK near Hinjewadi."
      />
    </VisitorForm>
  );
}
