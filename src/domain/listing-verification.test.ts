import { describe, expect, it } from 'vitest';
import { addDays, indiaToday } from './india-calendar.js';
import { isCheckCurrent, verificationBadge, VERIFICATION_MESSAGES } from './listing-verification.js';
import { verificationCheckInputSchema } from './verification-record.js';
import { canGiveVisitFeedback, saidItMatched } from './visit-feedback.js';

const TODAY = '2026-03-31';
const allBadgeChecks = (checkedOn: string) =>
  (['site-visited', 'title-documents', 'owner-identity'] as const).map((check) => ({ check, checkedOn }));

describe('the Verified badge', () => {
  it('shows while the site visit and the document checks are under 90 days old, until the 89th day', () => {
    const checkedOn = addDays(TODAY, -89);
    expect(isCheckCurrent(checkedOn, TODAY)).toBe(true);
    expect(verificationBadge(allBadgeChecks(checkedOn), TODAY)).toEqual({ verified: true, until: TODAY });
  });

  it('goes on the 90th day after the oldest of them', () => {
    const checks = [
      ...allBadgeChecks(addDays(TODAY, -3)).slice(1),
      { check: 'site-visited' as const, checkedOn: addDays(TODAY, -90) },
    ];
    expect(isCheckCurrent(addDays(TODAY, -90), TODAY)).toBe(false);
    expect(verificationBadge(checks, TODAY)).toEqual({ verified: false, until: null });
  });

  it('lasts until the oldest check stops counting', () => {
    const checks = [
      { check: 'site-visited' as const, checkedOn: '2026-03-01' },
      { check: 'title-documents' as const, checkedOn: '2026-02-10' },
      { check: 'owner-identity' as const, checkedOn: '2026-03-20' },
    ];
    expect(verificationBadge(checks, TODAY)).toEqual({ verified: true, until: '2026-05-10' });
  });

  it('needs each of the site visit, the title documents and the owner’s identity', () => {
    for (const missing of ['site-visited', 'title-documents', 'owner-identity']) {
      const checks = allBadgeChecks(TODAY).filter((row) => row.check !== missing);
      expect(verificationBadge(checks, TODAY).verified).toBe(false);
    }
  });

  it('does not need the occupancy certificate, the RERA check or the staff photos', () => {
    expect(verificationBadge(allBadgeChecks(TODAY), TODAY).verified).toBe(true);
  });

  it('never counts a check dated after today', () => {
    expect(verificationBadge(allBadgeChecks(addDays(TODAY, 1)), TODAY).verified).toBe(false);
  });
});

describe('recording a check', () => {
  const today = indiaToday(new Date());
  const parse = (input: unknown) => verificationCheckInputSchema.safeParse(input);
  const message = (input: unknown) => parse(input).error?.issues[0]?.message;

  it('takes a day up to today and a trimmed note, blank meaning none', () => {
    expect(parse({ checkedOn: today, note: '  Sale deed seen  ' }).data).toEqual({
      checkedOn: today,
      note: 'Sale deed seen',
    });
    expect(parse({ checkedOn: today, note: '   ' }).data).toEqual({ checkedOn: today, note: null });
    expect(parse({ checkedOn: today }).data).toEqual({ checkedOn: today, note: null });
  });

  it('refuses a day in the future, a day that does not exist and garbage', () => {
    expect(message({ checkedOn: addDays(today, 1) })).toBe(VERIFICATION_MESSAGES.dateInFuture);
    expect(message({ checkedOn: '2025-02-29' })).toBe(VERIFICATION_MESSAGES.dateInvalid);
    expect(message({ checkedOn: '1999-12-31' })).toBe(VERIFICATION_MESSAGES.dateTooOld);
    expect(message({ checkedOn: 20260301 })).toBe(VERIFICATION_MESSAGES.dateInvalid);
    expect(message({ checkedOn: 'x'.repeat(10_000) })).toBe(VERIFICATION_MESSAGES.dateInvalid);
  });

  it('counts the note in characters, any script, up to 500', () => {
    expect(parse({ checkedOn: today, note: 'अ'.repeat(500) }).success).toBe(true);
    expect(parse({ checkedOn: today, note: '😀'.repeat(500) }).success).toBe(true);
    expect(message({ checkedOn: today, note: 'a'.repeat(501) })).toBe(VERIFICATION_MESSAGES.noteTooLong);
    expect(message({ checkedOn: today, note: 42 })).toBe(VERIFICATION_MESSAGES.noteTooLong);
  });
});

describe('visitors’ answers', () => {
  it('say it matched when the photos matched and the price was as listed, whatever the availability', () => {
    expect(saidItMatched({ photosMatched: true, priceAsListed: true })).toBe(true);
    expect(saidItMatched({ photosMatched: true, priceAsListed: false })).toBe(false);
    expect(saidItMatched({ photosMatched: false, priceAsListed: true })).toBe(false);
  });

  it('are taken once, for a completed visit, up to 30 days after its day', () => {
    const visit = { status: 'completed', preferredDate: '2026-03-01', answered: false };
    expect(canGiveVisitFeedback(visit, '2026-03-31')).toBe(true);
    expect(canGiveVisitFeedback(visit, '2026-04-01')).toBe(false);
    expect(canGiveVisitFeedback({ ...visit, answered: true }, '2026-03-02')).toBe(false);
    expect(canGiveVisitFeedback({ ...visit, status: 'confirmed' }, '2026-03-02')).toBe(false);
  });
});
