/** The team mail an admin chose on their profile page: each new booking, each new enquiry, a daily digest. */
import { z } from 'zod';

export const teamMailChoicesSchema = z.object({
  newBookings: z.boolean(),
  newEnquiries: z.boolean(),
  /** The day before's new bookings and enquiries, at 9:00 India time; none on a day with none. */
  dailyDigest: z.boolean(),
});
export type TeamMailChoices = z.infer<typeof teamMailChoicesSchema>;

export const TEAM_MAIL_CHOICE_LABELS: Record<keyof TeamMailChoices, { label: string; hint: string }> = {
  newBookings: { label: 'New bookings', hint: 'A mail for each visit a visitor books.' },
  newEnquiries: { label: 'New enquiries', hint: 'A mail for each enquiry or villa request.' },
  dailyDigest: {
    label: 'Daily digest',
    hint: "At 9:00 India time, the day before's new bookings and enquiries (none on a quiet day).",
  },
};
