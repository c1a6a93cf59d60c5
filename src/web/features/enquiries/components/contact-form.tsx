import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { contactEnquirySchema, type EnquiryRequest } from '../../../../domain/enquiry-request';
import {
  contactDefaults,
  EmailField,
  MobileField,
  NameField,
} from '../../../components/visitor-form/contact-fields';
import { TextAreaField } from '../../../components/ui/form-fields';
import { SubmissionReceived } from '../../../components/visitor-form/submission-received';
import { useVisitorForm } from '../../../components/visitor-form/use-visitor-form';
import { VisitorForm } from '../../../components/visitor-form/visitor-form';
import { VisitorFormCard } from '../../../components/visitor-form/visitor-form-card';
import { useSession } from '../../../lib/session';
import { useSendEnquiry, type EnquiryReceipt } from '../api/send-enquiry';

type ContactValues = { kind: 'contact'; name: string; email: string; phone: string; message: string };

const resolver = zodResolver(contactEnquirySchema) as unknown as Resolver<
  ContactValues,
  unknown,
  EnquiryRequest
>;

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
  const { user } = useSession();
  const submission = useSendEnquiry('Message sent. We will reply soon.');
  const defaultValues: ContactValues = {
    kind: 'contact',
    ...contactDefaults(user),
    message: '',
  };
  const state = useVisitorForm({
    resolver,
    defaultValues,
    hiddenFields: ['kind'],
    submission,
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
      <TextAreaField<ContactValues>
        name="message"
        label="How can we help?"
        required
        rows={5}
        placeholder="For example: I am relocating to Pune in June and need a 2 BHK near Hinjewadi."
      />
    </VisitorForm>
  );
}
