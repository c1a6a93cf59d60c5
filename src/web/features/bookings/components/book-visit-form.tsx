import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  bookableDays,
  bookingRequestSchema,
  isSlotOpen,
  VISIT_TIME_SLOT_LABELS,
  VISIT_TIME_SLOTS,
  type BookingRequest,
  type VisitTimeSlot,
} from '../../../../domain/booking-request';
import {
  contactDefaults,
  EmailField,
  MobileField,
  NameField,
} from '../../../components/visitor-form/contact-fields';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields';
import { useVisitorForm } from '../../../components/visitor-form/use-visitor-form';
import { VisitorForm } from '../../../components/visitor-form/visitor-form';
import { useSession } from '../../../lib/session';
import { useRequestVisit, type BookingConfirmation } from '../api/request-visit';

/** The form's own values: text as typed, and '' while the time select still shows its placeholder. */
type BookingFormValues = {
  propertyId: string;
  name: string;
  phone: string;
  email: string;
  preferredDate: string;
  timeSlot: VisitTimeSlot | '';
  message: string;
};

// Sound because the form's values are a narrower type than the schema's input; only the declared type differs.
const bookingResolver = zodResolver(bookingRequestSchema) as unknown as Resolver<
  BookingFormValues,
  unknown,
  BookingRequest
>;

type BookVisitFormProps = {
  listing: { id: string };
  onBooked: (booking: BookingConfirmation) => void;
};

export function BookVisitForm({ listing, onBooked }: BookVisitFormProps) {
  const { user } = useSession();
  const submission = useRequestVisit();
  const defaultValues: BookingFormValues = {
    propertyId: listing.id,
    ...contactDefaults(user),
    preferredDate: '',
    timeSlot: '',
    message: '',
  };
  const state = useVisitorForm({
    resolver: bookingResolver,
    defaultValues,
    hiddenFields: ['propertyId'],
    submission,
    onSent: onBooked,
  });

  const now = new Date();
  const { first, last } = bookableDays(now);
  const day = state.form.watch('preferredDate');
  const slots = VISIT_TIME_SLOTS.map((slot) => {
    // Slots already under way today stay listed, greyed out, so the choice of times does not seem to jump.
    const open = !day || isSlotOpen(day, slot, now);
    return {
      value: slot,
      label: open ? VISIT_TIME_SLOT_LABELS[slot] : `${VISIT_TIME_SLOT_LABELS[slot]} (passed)`,
      disabled: !open,
    };
  });

  return (
    <VisitorForm
      label="Book a site visit"
      state={state}
      submitLabel="Request a visit"
      submittingLabel="Sending your request…"
      note="Site visits with HouseHunt are free and carry no obligation. We use your details only to arrange this visit."
    >
      <NameField />
      <MobileField required hint="Our advisor calls this number to confirm your visit." />
      <EmailField />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<BookingFormValues>
          name="preferredDate"
          label="Preferred date"
          required
          type="date"
          min={first}
          max={last}
        />
        <SelectField<BookingFormValues>
          name="timeSlot"
          label="Preferred time"
          required
          placeholder="Choose a time"
          options={slots}
        />
      </div>
      <TextAreaField<BookingFormValues>
        name="message"
        label="Anything we should know?"
        rows={3}
        placeholder="For example: we will come by car, or please show us the terrace too."
      />
    </VisitorForm>
  );
}
