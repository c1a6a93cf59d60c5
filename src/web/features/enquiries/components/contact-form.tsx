import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <VisitorFormCard<EnquiryReceipt>
      title={t`Send us a message`}
      intro={
        <p>
          <Trans>
            Buying, renting, selling or building: ask us anything. We reply on working days, Monday to
            Saturday.
          </Trans>
        </p>
      }
      form={(onSent) => <ContactFields onSent={onSent} />}
      received={(sent, sendAgain) => (
        <SubmissionReceived title={t`Message sent`} againLabel={t`Send another message`} onAgain={sendAgain}>
          <p>
            <Trans>Thank you, {sent.name}. Your message has reached the HouseHunt team.</Trans>
          </p>
          <p>
            <Trans>We will reply to {sent.email}, usually within one working day.</Trans>
          </p>
        </SubmissionReceived>
      )}
    />
  );
}

function ContactFields({ onSent }: { onSent: (enquiry: EnquiryReceipt) => void }) {
  const { t } = useLingui();
  const state = useEnquiryForm({
    schema: contactEnquirySchema,
    defaultValues: (contact): ContactEnquiryInput => ({ kind: 'contact', ...contact, message: '' }),
    hiddenFields: ['kind'],
    sentMessage: t`Message sent. We will reply soon.`,
    onSent,
  });
  return (
    <VisitorForm
      label={t`Send us a message`}
      state={state}
      submitLabel={t`Send message`}
      note={
        <Trans>
          We use your details only to answer you. Our{' '}
          <Link
            to="/privacy-policy"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-amber-300 dark:hover:text-amber-200"
          >
            privacy policy
          </Link>{' '}
          says how we keep them.
        </Trans>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField />
        <EmailField required />
      </div>
      <MobileField hint={t`Leave a number if you would rather we call.`} />
      <TextAreaField<ContactEnquiryInput>
        name="message"
        label={t`How can we help?`}
        required
        rows={5}
        placeholder={t`For example: I am relocating to Pune in June and need a 2 BHK near Hinjewadi.`}
      />
    </VisitorForm>
  );
}
