/**
 * The mails a lister gets when the team reviews their listing: approved (it is live) or sent back with the reason.
 * Queued in the move's own transaction (decision 012), so a mail exists exactly when the decision does.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema';
import { detailsTable, detailsText, html, linkButton } from '#server/mail/mail-html';
import { defineMailTemplate, siteLink } from '#server/mail/mail-layout';
import { queueMail, type MailContext } from '#server/mail/outbox';

type Reviewed = { name: string | null; listingId: string; title: string };

const greetingOf = (name: string | null) => (name ? `Hello ${name},` : 'Hello,');

export const listingApprovedMail = defineMailTemplate<Reviewed>({
  name: 'listing-approved',
  render: (data, site) => {
    const greeting = greetingOf(data.name);
    const lead = `Your listing “${data.title}” has been reviewed and is now live on ${site.settings.siteName}.`;
    const url = siteLink(site, `/property/${data.listingId}`);
    return {
      subject: `Your listing is live: ${data.title}`,
      html: html`<p>${greeting}</p>
        <p>${lead}</p>
        ${linkButton('See your listing', url)}`,
      text: [greeting, '', lead, '', `See your listing: ${url}`].join('\n'),
    };
  },
});

export const listingSentBackMail = defineMailTemplate<Reviewed & { reason: string }>({
  name: 'listing-sent-back',
  render: (data, site) => {
    const greeting = greetingOf(data.name);
    const lead = `The ${site.settings.siteName} team reviewed your listing “${data.title}” and sent it back to you before it goes live.`;
    const next = 'Fix what the team asks, then send it for review again from My listings.';
    const rows: Array<[string, string]> = [['Reason', data.reason]];
    const url = siteLink(site, '/account#my-listings');
    return {
      subject: `Your listing needs a change: ${data.title}`,
      html: html`<p>${greeting}</p>
        <p>${lead}</p>
        ${detailsTable(rows)}
        <p>${next}</p>
        ${linkButton('Open My listings', url)}`,
      text: [greeting, '', lead, '', detailsText(rows), '', next, '', `Open My listings: ${url}`].join('\n'),
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
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, review.listerId));
  if (!lister) return;
  const data = { name: lister.name, listingId: review.listingId, title: review.title };
  const dedupeKey = `listing:${review.listingId}:${review.version}:${review.outcome}`;
  if (review.outcome === 'approved') {
    await queueMail(tx, context, { to: lister.email, template: listingApprovedMail, data, dedupeKey });
  } else {
    await queueMail(tx, context, {
      to: lister.email,
      template: listingSentBackMail,
      data: { ...data, reason: review.reason },
      dedupeKey,
    });
  }
}
