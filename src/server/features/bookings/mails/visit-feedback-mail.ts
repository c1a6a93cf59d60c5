/**
 * "How was your visit?": mailed when the team marks a visit completed, with the signed link to the three yes/no
 * questions (domain/visit-feedback.ts). Queued in the transaction of the status move, as every visit mail is.
 */
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
  render: ({ booking, listingTitle, feedbackUrl }, site, words) => {
    const greeting = words.t('greeting.named', { name: booking.name });
    const lead = words.t('feedback.lead', {
      title: listingTitle,
      date: words.date(booking.preferredDate),
      siteName: site.settings.siteName,
    });
    const ask = words.t('feedback.ask', { days: VISIT_FEEDBACK_DAYS });
    // The domain's keys name the questions; the catalogue words them in the visitor's language.
    const questions = Object.keys(VISIT_FEEDBACK_QUESTIONS).map((key) => words.t(`feedback.question.${key}`));
    const privacy = words.t('feedback.privacy');
    return {
      subject: words.t('feedback.subject', { title: listingTitle }),
      html: html`<p>${greeting}</p>
        <p>${lead}</p>
        <p>${ask}</p>
        <ul>
          ${questions.map((question) => html`<li>${question}</li>`)}
        </ul>
        ${linkButton(words.t('feedback.button'), feedbackUrl)}
        <p>${privacy}</p>`,
      text: [
        greeting,
        '',
        lead,
        '',
        ask,
        ...questions.map((question) => `- ${question}`),
        '',
        words.t('feedback.answerHere', { url: feedbackUrl }),
        '',
        privacy,
      ].join('\n'),
    };
  },
});
