import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { contactEnquirySchema, type EnquiryRequest } from '../../../../domain/enquiry-request';
import { FormFooter } from '../../../components/visitor-form/form-footer';
import { TextAreaField, TextField } from '../../../components/visitor-form/form-fields';
import { HoneypotField } from '../../../components/visitor-form/honeypot-field';
import { SubmissionReceived } from '../../../components/visitor-form/submission-received';
import { useVisitorForm } from '../../../components/visitor-form/use-visitor-form';
import { VisitorFormCard } from '../../../components/visitor-form/visitor-form-card';
import { useSession } from '../../auth/api/get-session';
import { useSendEnquiry, type EnquiryReceipt } from '../api/send-enquiry';

type ContactValues = { kind: 'contact'; name: string; email: string; phone: string; message: string };

const resolver = zodResolver(contactEnquirySchema) as unknown as Resolver<
  ContactValues,
  unknown,
  EnquiryRequest
>;

/** The /contact-us form: a general question, answered by email (or a call, if the visitor leaves a number). */
export function ContactForm() {
  const [sent, setSent] = useState<EnquiryReceipt | null>(null);
  return (
    <VisitorFormCard
      title="Send us a message"
      intro={
        sent ? null : (
          <p>
            Buying, renting, selling or building: ask us anything. We reply on working days, Monday to
            Saturday.
          </p>
        )
      }
    >
      {sent ? (
        <SubmissionReceived
          title="Message sent"
          againLabel="Send another message"
          onAgain={() => setSent(null)}
        >
          <p>Thank you, {sent.name}. Your message has reached the HouseHunt team.</p>
          <p>We will reply to {sent.email}, usually within one working day.</p>
        </SubmissionReceived>
      ) : (
        <ContactFields onSent={setSent} />
      )}
    </VisitorFormCard>
  );
}

function ContactFields({ onSent }: { onSent: (enquiry: EnquiryReceipt) => void }) {
  const { user } = useSession();
  const submission = useSendEnquiry('Message sent. We will reply soon.');
  const defaultValues: ContactValues = {
    kind: 'contact',
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: '',
    message: '',
  };
  const { form, onSubmit, submitting, formError } = useVisitorForm({
    resolver,
    defaultValues,
    hiddenFields: ['kind'],
    submission,
    onSent,
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Send us a message">
        <HoneypotField />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<ContactValues> name="name" label="Your name" required autoComplete="name" />
          <TextField<ContactValues>
            name="email"
            label="Email"
            required
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
          />
        </div>
        <TextField<ContactValues>
          name="phone"
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98450 12345"
          hint="Leave a number if you would rather we call."
        />
        <TextAreaField<ContactValues>
          name="message"
          label="How can we help?"
          required
          rows={5}
          placeholder="For example: I am relocating to Pune in June and need a 2 BHK near Hinjewadi."
        />
        <FormFooter
          submitLabel="Send message"
          submittingLabel="Sending…"
          submitting={submitting}
          error={formError}
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
        />
      </form>
    </FormProvider>
  );
}
