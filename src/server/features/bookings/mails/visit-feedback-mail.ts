/**
 * "How was your visit?": mailed when the team marks a visit completed, with the signed link to the three yes/no
 * questions (domain/visit-feedback.ts). Queued in the transaction of the status move, as every visit mail is.
 */
import { formatVisitDate } from '#domain/india-calendar';
import { VISIT_FEEDBACK_DAYS, VISIT_FEEDBACK_QUESTIONS } from '#domain/visit-feedback';
import type { bookings } from '#server/db/schema';
import { html, linkButton } from '#server/mail/mail-html';
import { defineMailTemplate } from '#server/mail/mail-layout';

type VisitFeedbackMailData = {
  booking: typeof bookings.$inferSelect;
  listingTitle: string;
  feedbackUrl: string;
};

export const visitFeedbackMail = defineMailTemplate<VisitFeedbackMailData>({
  name: 'visit-feedback',
  render: ({ booking, listingTitle, feedbackUrl }, site) => {
    const lead = `Thank you for visiting ${listingTitle} on ${formatVisitDate(booking.preferredDate)} with ${site.settings.siteName}.`;
    const ask =
      'Would you tell other house hunters how it went? Three yes-or-no questions, one answer per visit, ' +
      `for the next ${VISIT_FEEDBACK_DAYS} days:`;
    const questions = Object.values(VISIT_FEEDBACK_QUESTIONS);
    return {
      subject: `How was your visit to ${listingTitle}?`,
      html: html`<p>Hello ${booking.name},</p>
        <p>${lead}</p>
        <p>${ask}</p>
        <ul>
          ${questions.map((question) => html`<li>${question}</li>`)}
        </ul>
        ${linkButton('Answer three questions', feedbackUrl)}
        <p>
          The property page shows how many visitors said the home matched its listing, never who they were.
        </p>`,
      text: [
        `Hello ${booking.name},`,
        '',
        lead,
        '',
        ask,
        ...questions.map((question) => `- ${question}`),
        '',
        `Answer here: ${feedbackUrl}`,
        '',
        'The property page shows how many visitors said the home matched its listing, never who they were.',
      ].join('\n'),
    };
  },
});
