/**
 * The checks behind a listing's verification record (issue 22): each is done by the team on a date, and the
 * property page lists the done and the missing ones with their dates. The "Verified" badge and the visitors'
 * answers (visit-feedback.ts) build on this list; the page never claims more than these dated rows show.
 * The API's requests and answers are in verification-record.ts: the property page reads these rules without zod.
 */
import { addDays, daysBetween } from './india-calendar.js';

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
