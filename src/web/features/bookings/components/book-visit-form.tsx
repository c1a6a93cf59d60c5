import { useLingui } from '@lingui/react/macro';
import type { BookingRequestInput } from '#domain/booking-request';
import {
  contactDefaults,
  EmailField,
  MobileField,
  NameField,
} from '#web/components/visitor-form/contact-fields';
import { TextAreaField } from '#web/components/ui/form-fields';
import { useVisitorForm } from '#web/components/visitor-form/use-visitor-form';
import { VisitorForm } from '#web/components/visitor-form/visitor-form';
import { useSession } from '#web/lib/session';
import { useRequestVisit, type BookingConfirmation } from '#web/features/bookings/api/request-visit';
import { VisitTimeFields } from './visit-time-fields';

type BookVisitFormProps = {
  listing: { id: string };
  onBooked: (booking: BookingConfirmation) => void;
};

export function BookVisitForm({ listing, onBooked }: BookVisitFormProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const submission = useRequestVisit();
  const defaultValues: BookingRequestInput = {
    propertyId: listing.id,
    ...contactDefaults(user),
    preferredDate: '',
    timeSlot: '',
    message: '',
  };
  const state = useVisitorForm({
    // Imported when the form is first checked: the property page paints without zod.
    schema: async () => (await import('#domain/booking-request')).bookingRequestSchema,
    defaultValues,
    hiddenFields: ['propertyId'],
    submission,
    onSent: onBooked,
  });

  return (
    <VisitorForm
      label={t`Book a site visit`}
      state={state}
      submitLabel={t`Request a visit`}
      submittingLabel={t`Sending your request…`}
      note={t`Site visits with HouseHunt are free and carry no obligation. We use your details only to arrange this visit.`}
    >
      <NameField />
      <MobileField required hint={t`Our advisor calls this number to confirm your visit.`} />
      <EmailField />
      <VisitTimeFields dateLabel={t`Preferred date`} timeLabel={t`Preferred time`} />
      <TextAreaField<BookingRequestInput>
        name="message"
        label={t`Anything we should know?`}
        rows={3}
        placeholder={t`For example: we will come by car, or please show us the terrace too.`}
      />
    </VisitorForm>
  );
}
