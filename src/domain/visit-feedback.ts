/**
 * A visitor's three answers after a completed visit (issue 22): did the photos match, was the price as listed,
 * is the home still available. One answer per booking, given through the signed link of the "How was your
 * visit?" mail or from My HouseHunt, and shown on the property page as "N of M visitors said it matched".
 */
import { z } from 'zod';
import { addDays, daysBetween } from './india-calendar.js';

export const VISIT_FEEDBACK_QUESTIONS = {
  photosMatched: 'Did the home match its photos?',
  priceAsListed: 'Was the price the one listed?',
  stillAvailable: 'Was the home still available?',
} as const;
export type VisitFeedbackQuestion = keyof typeof VISIT_FEEDBACK_QUESTIONS;

const yesOrNo = z.boolean({ error: 'Answer yes or no.' });

export const visitFeedbackSchema = z.object({
  photosMatched: yesOrNo,
  priceAsListed: yesOrNo,
  stillAvailable: yesOrNo,
});
export type VisitFeedback = z.infer<typeof visitFeedbackSchema>;

/**
 * What "it matched" means on the property page: the home looked like its photos and cost what the listing said.
 * Availability is a separate question (a home can be let since the visit without the listing having misled).
 */
export function saidItMatched(answer: Pick<VisitFeedback, 'photosMatched' | 'priceAsListed'>): boolean {
  return answer.photosMatched && answer.priceAsListed;
}

/** Answers are taken for 30 days after the visit's day: later ones would tell of a different market. */
export const VISIT_FEEDBACK_DAYS = 30;

/** Whether a visit can still be answered on `today` (India calendar): completed, unanswered, within 30 days. */
export function canGiveVisitFeedback(
  visit: { status: string; preferredDate: string; answered: boolean },
  today: string,
): boolean {
  return (
    visit.status === 'completed' &&
    !visit.answered &&
    daysBetween(visit.preferredDate, today) <= VISIT_FEEDBACK_DAYS
  );
}

/** The last day a visit on `visitDay` can be answered. */
export const visitFeedbackUntil = (visitDay: string) => addDays(visitDay, VISIT_FEEDBACK_DAYS);

export const VISIT_FEEDBACK_MESSAGES = {
  invalid:
    'This link is not valid. Open it again from the email about your visit, copying the whole link, or call us.',
  expired: `We take answers for ${VISIT_FEEDBACK_DAYS} days after a visit, and this visit was longer ago. Thank you all the same.`,
  alreadyGiven: 'You have already answered for this visit. We take one answer per visit. Thank you!',
  notCompleted: 'We can take your answers once the visit has taken place.',
  gone: 'We could not find this visit any more. Please call or write to us.',
  thanks: 'Thank you! Your answers help other house hunters.',
} as const;

/** The token of the mail's link, in the query of each call (as the "Manage your visit" link's is). */
export const visitFeedbackQuerySchema = z.object({
  token: z.string({ error: VISIT_FEEDBACK_MESSAGES.invalid }).max(300, VISIT_FEEDBACK_MESSAGES.invalid),
});

/** What the answer page shows of the visit: the home and the day, nothing about the visitor. */
export const visitFeedbackVisitSchema = z.object({
  reference: z.string(),
  preferredDate: z.string(),
  listing: z.object({ id: z.string().nullable(), title: z.string() }),
  answeredAt: z.string().nullable(),
  canAnswer: z.boolean(),
});
export type VisitFeedbackVisit = z.infer<typeof visitFeedbackVisitSchema>;

export const visitFeedbackVisitAnswerSchema = z.object({ visit: visitFeedbackVisitSchema });
