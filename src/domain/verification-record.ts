/**
 * The verification record's requests and answers (issue 22): recording a check, the admin's record and the
 * property page's. The checks and the badge rule they carry are in listing-verification.ts.
 */
import { z } from 'zod';
import { isCalendarDate } from './form-input.js';
import { indiaToday } from './india-calendar.js';
import { VERIFICATION_CHECKS, VERIFICATION_MESSAGES, VERIFICATION_NOTE_MAX } from './listing-verification.js';

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
