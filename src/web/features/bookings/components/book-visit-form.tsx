import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, type Resolver } from 'react-hook-form';
import {
  bookableDays,
  bookingRequestSchema,
  isSlotOpen,
  VISIT_TIME_SLOT_LABELS,
  VISIT_TIME_SLOTS,
  type BookingRequest,
  type VisitTimeSlot,
} from '../../../../domain/booking-request';
import { FormFooter } from '../../../components/visitor-form/form-footer';
import { SelectField, TextAreaField, TextField } from '../../../components/visitor-form/form-fields';
import { HoneypotField } from '../../../components/visitor-form/honeypot-field';
import { useVisitorForm } from '../../../components/visitor-form/use-visitor-form';
import { useSession } from '../../auth/api/get-session';
import type { PublicListing } from '../../properties/api/get-listing';
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
  listing: Pick<PublicListing, 'id'>;
  onBooked: (booking: BookingConfirmation) => void;
};

export function BookVisitForm({ listing, onBooked }: BookVisitFormProps) {
  const { user } = useSession();
  const submission = useRequestVisit();
  // Signed-in visitors find their name and email already filled in.
  const defaultValues: BookingFormValues = {
    propertyId: listing.id,
    name: user?.name ?? '',
    phone: '',
    email: user?.email ?? '',
    preferredDate: '',
    timeSlot: '',
    message: '',
  };
  const { form, onSubmit, submitting, formError } = useVisitorForm({
    resolver: bookingResolver,
    defaultValues,
    hiddenFields: ['propertyId'],
    submission,
    onSent: onBooked,
  });

  const now = new Date();
  const { first, last } = bookableDays(now);
  const day = form.watch('preferredDate');
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
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Book a site visit">
        <HoneypotField />
        <TextField<BookingFormValues> name="name" label="Your name" required autoComplete="name" />
        <TextField<BookingFormValues>
          name="phone"
          label="Mobile number"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98450 12345"
          hint="Our advisor calls this number to confirm your visit."
        />
        <TextField<BookingFormValues>
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
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
        <FormFooter
          submitLabel="Request a visit"
          submittingLabel="Sending your request…"
          submitting={submitting}
          error={formError}
          note="Site visits with HouseHunt are free and carry no obligation. We use your details only to arrange this visit."
        />
      </form>
    </FormProvider>
  );
}
