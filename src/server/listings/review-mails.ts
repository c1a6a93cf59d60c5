/**
 * The mails a lister gets when the team reviews their listing: approved (it is live) or sent back with the reason.
 * Queued in the move's own transaction (decision 012), so a mail exists exactly when the decision does.
 */
import { eq } from 'drizzle-orm';
import { pathInLocale } from '#domain/site-language';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema';
import { detailsTable, detailsText, html, linkButton } from '#server/mail/mail-html';
import { defineMailTemplate, siteLink } from '#server/mail/mail-layout';
import { queueMail, type MailContext } from '#server/mail/outbox';
import type { MailWords } from '#server/mail/mail-words';

type Reviewed = { name: string | null; listingId: string; title: string };

const greetingOf = (name: string | null, words: MailWords) =>
  name ? words.t('greeting.named', { name }) : words.t('greeting.plain');

export const listingApprovedMail = defineMailTemplate<Reviewed>({
  name: 'listing-approved',
  render: (data, site, words) => {
    const greeting = greetingOf(data.name, words);
    const lead = words.t('review.approved.lead', { title: data.title, siteName: site.settings.siteName });
    const url = siteLink(site, pathInLocale(`/property/${data.listingId}`, words.locale));
    const see = words.t('review.approved.button');
    return {
      subject: words.t('review.approved.subject', { title: data.title }),
      html: html`<p>${greeting}</p>
        <p>${lead}</p>
        ${linkButton(see, url)}`,
      text: [greeting, '', lead, '', `${see}: ${url}`].join('\n'),
    };
  },
});

export const listingSentBackMail = defineMailTemplate<Reviewed & { reason: string }>({
  name: 'listing-sent-back',
  render: (data, site, words) => {
    const greeting = greetingOf(data.name, words);
    const lead = words.t('review.sentBack.lead', { title: data.title, siteName: site.settings.siteName });
    const next = words.t('review.sentBack.next');
    const rows: Array<[string, string]> = [[words.t('review.sentBack.reason'), data.reason]];
    const url = siteLink(site, pathInLocale('/account', words.locale) + '#my-listings');
    const open = words.t('review.sentBack.button');
    return {
      subject: words.t('review.sentBack.subject', { title: data.title }),
      html: html`<p>${greeting}</p>
        <p>${lead}</p>
        ${detailsTable(rows)}
        <p>${next}</p>
        ${linkButton(open, url)}`,
      text: [greeting, '', lead, '', detailsText(rows), '', next, '', `${open}: ${url}`].join('\n'),
    };
  },
});

/**
 * Mails the lister the review's outcome, in `tx`. One mail per decision: the dedupe key names the listing's
 * version the decision made, so a listing approved, edited and approved again is mailed each time.
 */
export async function queueReviewMail(
  tx: Database,
  context: MailContext,
  review: { listerId: string; listingId: string; title: string; version: number } & (
    { outcome: 'approved' } | { outcome: 'sent-back'; reason: string }
  ),
): Promise<void> {
  const [lister] = await tx
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, review.listerId));
  if (!lister) return;
  const data = { name: lister.name, listingId: review.listingId, title: review.title };
  const dedupeKey = `listing:${review.listingId}:${review.version}:${review.outcome}`;
  const locale = lister.locale ?? 'en';
  if (review.outcome === 'approved') {
    await queueMail(tx, context, {
      to: lister.email,
      template: listingApprovedMail,
      data,
      dedupeKey,
      locale,
    });
  } else {
    await queueMail(tx, context, {
      to: lister.email,
      template: listingSentBackMail,
      data: { ...data, reason: review.reason },
      dedupeKey,
      locale,
    });
  }
}
