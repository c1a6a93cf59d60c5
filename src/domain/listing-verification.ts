/**
 * The checks behind a listing's verification record (issue 22): each is done by the team on a date, and the
 * property page lists the done and the missing ones with their dates. The "Verified" badge and the visitors'
 * answers (visit-feedback.ts) build on this list; the page never claims more than these dated rows show.
 */
import { z } from 'zod';
import { addDays, daysBetween, indiaToday } from './india-calendar.js';
import { isCalendarDate } from './form-input.js';

export const VERIFICATION_CHECKS = [
  'site-visited',
  'photos-by-staff',
  'title-documents',
  'occupancy-certificate',
  'rera-checked',
  'owner-identity',
] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];

export const VERIFICATION_CHECK_LABELS: Record<VerificationCheck, string> = {
  'site-visited': 'Site visited by our staff',
  'photos-by-staff': 'Photos taken by our staff',
  'title-documents': 'Title documents seen',
  'occupancy-certificate': 'Occupancy certificate seen',
  'rera-checked': 'RERA number checked on the state portal',
  'owner-identity': 'Owner identity seen',
};

/**
 * What the "Verified" badge stands for: our staff visited the site, and saw the title documents and the owner's
 * identity, each within the last 90 days. These are the "document checks" of the badge because every listing
 * has them: an occupancy certificate does not exist for a plot or a home still being built, and a RERA number
 * only for a registered project, so those two are listed on the page, done or not, but never withhold the badge.
 */
export const VERIFIED_BADGE_CHECKS = [
  'site-visited',
  'title-documents',
  'owner-identity',
] as const satisfies readonly VerificationCheck[];

/** A check counts for the badge on the day it was done and the 89 India calendar days after it. */
export const VERIFICATION_VALID_DAYS = 90;

/** The text under the badge, saying exactly what it means. */
export const VERIFIED_BADGE_MEANING =
  'Our staff visited the site and saw the title documents and the owner’s identity within the last 90 days.';

/** Whether a check done on `checkedOn` is under 90 days old on `today` (both India calendar days). */
export function isCheckCurrent(checkedOn: string, today: string): boolean {
  const age = daysBetween(checkedOn, today);
  return age >= 0 && age < VERIFICATION_VALID_DAYS;
}

/** The last day a check done on `checkedOn` still counts for the badge. */
export function checkCountsUntil(checkedOn: string): string {
  return addDays(checkedOn, VERIFICATION_VALID_DAYS - 1);
}

export type VerificationBadge = { verified: true; until: string } | { verified: false; until: null };

/**
 * The badge on `today`: shown only while every badge check is on the record and under 90 days old, until the
 * day the oldest of them stops counting.
 */
export function verificationBadge(
  checks: ReadonlyArray<{ check: VerificationCheck; checkedOn: string }>,
  today: string,
): VerificationBadge {
  const days: string[] = [];
  for (const needed of VERIFIED_BADGE_CHECKS) {
    const done = checks.find((row) => row.check === needed);
    if (!done || !isCheckCurrent(done.checkedOn, today)) return { verified: false, until: null };
    days.push(done.checkedOn);
  }
  const oldest = days.reduce((a, b) => (a < b ? a : b));
  return { verified: true, until: checkCountsUntil(oldest) };
}

export const VERIFICATION_MESSAGES = {
  checkInvalid: 'Choose one of the verification checks.',
  dateInvalid: 'Give the day the check was done, as YYYY-MM-DD.',
  dateInFuture: 'A check cannot be dated in the future: give the day it was done.',
  dateTooOld: 'Give a day in 2000 or later.',
  noteTooLong: 'Keep the note under 500 characters.',
  notRecorded: 'This check is not on the record.',
} as const;

export const VERIFICATION_NOTE_MAX = 500;
const FIRST_CHECK_DAY = '2000-01-01';

export const verificationCheckSchema = z.enum(VERIFICATION_CHECKS, {
  error: VERIFICATION_MESSAGES.checkInvalid,
});

/**
 * Recording or re-dating one check: the day it was done (India calendar, not after today there) and an optional
 * note for the team (trimmed; blank clears it). `today` is read at each parse, in the browser as on the server.
 */
export const verificationCheckInputSchema = z.object({
  checkedOn: z
    .string({ error: VERIFICATION_MESSAGES.dateInvalid })
    .max(10, VERIFICATION_MESSAGES.dateInvalid)
    .refine(isCalendarDate, VERIFICATION_MESSAGES.dateInvalid)
    .refine((day) => day >= FIRST_CHECK_DAY, VERIFICATION_MESSAGES.dateTooOld)
    .refine((day) => day <= indiaToday(new Date()), VERIFICATION_MESSAGES.dateInFuture),
  note: z
    .string({ error: VERIFICATION_MESSAGES.noteTooLong })
    .max(VERIFICATION_NOTE_MAX * 4, VERIFICATION_MESSAGES.noteTooLong)
    // NUL cannot be stored by PostgreSQL; other text, any script, is the team's to write.
    .transform((note) => note.replaceAll('\u0000', '').trim())
    .refine((note) => [...note].length <= VERIFICATION_NOTE_MAX, VERIFICATION_MESSAGES.noteTooLong)
    .transform((note) => (note === '' ? null : note))
    .nullish()
    .transform((note) => note ?? null),
});
export type VerificationCheckInput = z.input<typeof verificationCheckInputSchema>;
export type VerificationCheckEntry = z.output<typeof verificationCheckInputSchema>;

const badgeSchema = z.object({ verified: z.boolean(), until: z.string().nullable() });

/** The admin's record: every check, done (when, by whom, the note) or not. */
export const adminVerificationRecordSchema = z.object({
  checks: z.array(
    z.object({
      check: z.enum(VERIFICATION_CHECKS),
      done: z
        .object({
          checkedOn: z.string(),
          note: z.string().nullable(),
          checkedBy: z.string().nullable().describe('The email of the admin who recorded it; null once gone'),
          recordedAt: z.string(),
        })
        .nullable(),
    }),
  ),
  badge: badgeSchema,
});
export type AdminVerificationRecord = z.infer<typeof adminVerificationRecordSchema>;

/** "N of M visitors said it matched" (visit-feedback.ts), with the day of the last answer; null before any. */
export const visitorAnswersSummarySchema = z.object({
  matched: z.number().int(),
  answered: z.number().int(),
  lastAnsweredOn: z.string(),
});
export type VisitorAnswersSummary = z.infer<typeof visitorAnswersSummarySchema>;

/** What the property page shows: each check done (with its day) or not, the badge, and the visitors' answers. */
export const publicVerificationRecordSchema = z.object({
  checks: z.array(z.object({ check: z.enum(VERIFICATION_CHECKS), checkedOn: z.string().nullable() })),
  badge: badgeSchema,
  visitorAnswers: visitorAnswersSummarySchema.nullable(),
});
export type PublicVerificationRecord = z.infer<typeof publicVerificationRecordSchema>;
