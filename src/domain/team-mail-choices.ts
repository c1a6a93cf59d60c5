/** The team mail an admin chose on their profile page: each new booking, each new enquiry, a daily digest. */
import { z } from 'zod';

export const teamMailChoicesSchema = z.object({
  newBookings: z.boolean(),
  newEnquiries: z.boolean(),
  /** The day before's new bookings and enquiries, at 9:00 India time; none on a day with none. */
  dailyDigest: z.boolean(),
});
export type TeamMailChoices = z.infer<typeof teamMailChoicesSchema>;

/**
 * What an admin who never saved a choice gets: each new booking and enquiry, so a new one reaches the team even
 * when nobody watches the bell; the digest only on request.
 */
export const TEAM_MAIL_DEFAULTS: TeamMailChoices = {
  newBookings: true,
  newEnquiries: true,
  dailyDigest: false,
};

/** The profile page's word on it. */
export const TEAM_MAIL_DEFAULTS_NOTE =
  'New bookings and new enquiries are mailed to every admin unless they turn them off here; the daily digest is off until you turn it on.';

/** An admin's team mail: what they saved, or the defaults while they never saved a choice. */
export function teamMailChoicesOf(saved: TeamMailChoices & { chosenAt: Date | null }): TeamMailChoices {
  if (!saved.chosenAt) return { ...TEAM_MAIL_DEFAULTS };
  return { newBookings: saved.newBookings, newEnquiries: saved.newEnquiries, dailyDigest: saved.dailyDigest };
}

export const TEAM_MAIL_CHOICE_LABELS: Record<keyof TeamMailChoices, { label: string; hint: string }> = {
  newBookings: { label: 'New bookings', hint: 'A mail for each visit a visitor books.' },
  newEnquiries: { label: 'New enquiries', hint: 'A mail for each enquiry or villa request.' },
  dailyDigest: {
    label: 'Daily digest',
    hint: "At 9:00 India time, the day before's new bookings and enquiries (none on a quiet day).",
  },
};
