import type { FieldValues, Path } from 'react-hook-form';
import type { EnquiryRequest } from '#domain/enquiry-request';
import { contactDefaults } from '#web/components/visitor-form/contact-fields';
import { useVisitorForm, type VisitorFormSchema } from '#web/components/visitor-form/use-visitor-form';
import { useSession } from '#web/lib/session';
import { useSendEnquiry, type EnquiryReceipt } from '#web/features/enquiries/api/send-enquiry';

type EnquiryFormOptions<Values extends FieldValues, Enquiry extends EnquiryRequest> = {
  /** The enquiry kind's own schema. */
  schema: VisitorFormSchema<Values, Enquiry>;
  /** The form's starting values, around the contact fields' (a signed-in visitor finds name and email filled in). */
  defaultValues: (contact: ReturnType<typeof contactDefaults>) => Values;
  /** The kind, and any other value the form carries without showing it. */
  hiddenFields: readonly Path<Values>[];
  /** The toast that says the enquiry arrived. */
  sentMessage: string;
  onSent: (enquiry: EnquiryReceipt) => void;
};

/** One enquiry form's state: a visitor form that sends an enquiry of its kind. */
export function useEnquiryForm<Values extends FieldValues, Enquiry extends EnquiryRequest>({
  schema,
  defaultValues,
  hiddenFields,
  sentMessage,
  onSent,
}: EnquiryFormOptions<Values, Enquiry>) {
  const { user } = useSession();
  const submission = useSendEnquiry(sentMessage);
  return useVisitorForm({
    schema,
    defaultValues: defaultValues(contactDefaults(user)),
    hiddenFields,
    submission,
    onSent,
  });
}
