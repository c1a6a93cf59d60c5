/**
 * The acknowledgement a visitor gets for an enquiry (a listing, a question, a villa to build), queued in the
 * enquiry's own transaction; a visitor who gave no email gets none.
 *
 * Anyone may type any address into the forms, so the mail quotes what they typed (name, city, message) only to
 * the signed-in visitor's own address, which their identity provider verified: otherwise HouseHunt would carry a
 * stranger's text and links to a third party from its own address.
 */
import { eq } from 'drizzle-orm';
import { constructionDetailsOf } from '#domain/enquiry-management';
import type { Database } from '#server/db/client';
import { users, type enquiries } from '#server/db/schema';
import { detailsTable, detailsText, html, linkButton } from '#server/mail/mail-html';
import { contactLine, defineMailTemplate, siteLink } from '#server/mail/mail-layout';
import { queueMail, type MailContext } from '#server/mail/outbox';

type EnquiryRow = typeof enquiries.$inferSelect;

function subjectOf(enquiry: EnquiryRow): string {
  switch (enquiry.kind) {
    case 'property':
      return typeof enquiry.details.propertyTitle === 'string'
        ? `We have your enquiry about ${enquiry.details.propertyTitle}`
        : 'We have your enquiry';
    case 'construction':
      return 'We have your request for a villa on your plot';
    case 'contact':
      return 'We have your message';
  }
}

/** The acknowledgement's data: `quoted` when the address is the signed-in visitor's verified one. */
type EnquiryReceived = { enquiry: EnquiryRow; quoted: boolean };

function rowsOf({ enquiry, quoted }: EnquiryReceived): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (enquiry.kind === 'property' && typeof enquiry.details.propertyTitle === 'string') {
    rows.push(['Home', enquiry.details.propertyTitle]);
  }
  if (enquiry.kind === 'construction') {
    if (quoted && enquiry.city) rows.push(['City', enquiry.city]);
    const { plotSize, budget, timeline } = constructionDetailsOf(enquiry.details);
    if (plotSize) rows.push(['Plot size', plotSize]);
    if (budget) rows.push(['Budget', budget]);
    if (timeline) rows.push(['Timeline', timeline]);
  }
  if (quoted && enquiry.message) rows.push(['Your message', enquiry.message]);
  return rows;
}

export const enquiryReceivedMail = defineMailTemplate<EnquiryReceived>({
  name: 'enquiry-received',
  render: (data, site) => {
    const { enquiry, quoted } = data;
    const rows = rowsOf(data);
    const greeting = quoted ? `Hello ${enquiry.name},` : 'Hello,';
    const lead = `Thank you for writing to ${site.settings.siteName}. Someone from our team will get back to you within one working day.`;
    const urgent = `If it cannot wait, ${contactLine(site)}.`;
    const listingUrl =
      enquiry.kind === 'property' && enquiry.propertyId
        ? siteLink(site, `/property/${enquiry.propertyId}`)
        : null;
    return {
      subject: subjectOf(enquiry),
      html: html`<p>${greeting}</p>
        <p>${lead}</p>
        ${rows.length ? detailsTable(rows) : ''}
        <p>${urgent}</p>
        ${listingUrl ? linkButton('View the home', listingUrl) : ''}`,
      text: [
        greeting,
        '',
        lead,
        ...(rows.length ? ['', detailsText(rows)] : []),
        '',
        urgent,
        ...(listingUrl ? ['', `View the home: ${listingUrl}`] : []),
      ].join('\n'),
    };
  },
});

export async function queueEnquiryReceivedMail(
  tx: Database,
  context: MailContext,
  enquiry: EnquiryRow,
): Promise<void> {
  if (!enquiry.email) return;
  await queueMail(tx, context, {
    to: enquiry.email,
    template: enquiryReceivedMail,
    data: { enquiry, quoted: await isOwnVerifiedAddress(tx, enquiry) },
    dedupeKey: `enquiry:${enquiry.id}:received`,
  });
}

/** The enquiry's address is its signed-in writer's account email (sign-in takes only verified ones). */
async function isOwnVerifiedAddress(tx: Database, enquiry: EnquiryRow): Promise<boolean> {
  if (!enquiry.userId || !enquiry.email) return false;
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, enquiry.userId));
  return account?.email.toLowerCase() === enquiry.email.trim().toLowerCase();
}
