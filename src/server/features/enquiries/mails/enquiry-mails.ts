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
import { pathInLocale, type Locale } from '#domain/site-language';
import type { Database } from '#server/db/client';
import { users, type enquiries } from '#server/db/schema';
import { detailsTable, detailsText, html, linkButton } from '#server/mail/mail-html';
import { contactLine, defineMailTemplate, siteLink } from '#server/mail/mail-layout';
import { queueMail, type MailContext } from '#server/mail/outbox';
import { recipientLocale, type MailWords } from '#server/mail/mail-words';

type EnquiryRow = typeof enquiries.$inferSelect;

function subjectOf(enquiry: EnquiryRow, words: MailWords): string {
  switch (enquiry.kind) {
    case 'property':
      return typeof enquiry.details.propertyTitle === 'string'
        ? words.t('enquiry.subject.property', { title: enquiry.details.propertyTitle })
        : words.t('enquiry.subject.general');
    case 'construction':
      return words.t('enquiry.subject.construction');
    case 'contact':
      return words.t('enquiry.subject.contact');
  }
}

/** The acknowledgement's data: `quoted` when the address is the signed-in visitor's verified one. */
type EnquiryReceived = { enquiry: EnquiryRow; quoted: boolean };

function rowsOf({ enquiry, quoted }: EnquiryReceived, words: MailWords): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (enquiry.kind === 'property' && typeof enquiry.details.propertyTitle === 'string') {
    rows.push([words.t('enquiry.row.home'), enquiry.details.propertyTitle]);
  }
  if (enquiry.kind === 'construction') {
    if (quoted && enquiry.city) rows.push([words.t('enquiry.row.city'), enquiry.city]);
    // The answers are checked by the domain's reading; each is said from its code in the mail's language.
    const { plotArea, plotSize, budget, timeline } = constructionDetailsOf(enquiry.details);
    const { plotAreaUnit, budgetRange, timeline: when } = enquiry.details;
    if (plotSize && plotArea !== null) {
      const area = plotArea.toLocaleString(words.locale === 'hi' ? 'hi-IN' : 'en-IN');
      const unit = words.t(`enquiry.plotUnit.${String(plotAreaUnit)}`);
      rows.push([words.t('enquiry.row.plotSize'), words.t('enquiry.plotSize', { area, unit })]);
    }
    if (budget) rows.push([words.t('enquiry.row.budget'), words.t(`enquiry.budget.${String(budgetRange)}`)]);
    if (timeline) rows.push([words.t('enquiry.row.timeline'), words.t(`enquiry.timeline.${String(when)}`)]);
  }
  if (quoted && enquiry.message) rows.push([words.t('enquiry.row.message'), enquiry.message]);
  return rows;
}

export const enquiryReceivedMail = defineMailTemplate<EnquiryReceived>({
  name: 'enquiry-received',
  render: (data, site, words) => {
    const { enquiry, quoted } = data;
    const rows = rowsOf(data, words);
    const greeting = quoted ? words.t('greeting.named', { name: enquiry.name }) : words.t('greeting.plain');
    const lead = words.t('enquiry.lead', { siteName: site.settings.siteName });
    const urgent = words.t('enquiry.urgent', { contact: contactLine(site, words) });
    const viewHome = words.t('listing.view');
    const listingUrl =
      enquiry.kind === 'property' && enquiry.propertyId
        ? siteLink(site, pathInLocale(`/property/${enquiry.propertyId}`, words.locale))
        : null;
    return {
      subject: subjectOf(enquiry, words),
      html: html`<p>${greeting}</p>
        <p>${lead}</p>
        ${rows.length ? detailsTable(rows) : ''}
        <p>${urgent}</p>
        ${listingUrl ? linkButton(viewHome, listingUrl) : ''}`,
      text: [
        greeting,
        '',
        lead,
        ...(rows.length ? ['', detailsText(rows)] : []),
        '',
        urgent,
        ...(listingUrl ? ['', `${viewHome}: ${listingUrl}`] : []),
      ].join('\n'),
    };
  },
});

/** `requested`: the language of the page the enquiry came from; the writer's account's language goes first. */
export async function queueEnquiryReceivedMail(
  tx: Database,
  context: MailContext,
  enquiry: EnquiryRow,
  requested?: Locale,
): Promise<void> {
  if (!enquiry.email) return;
  await queueMail(tx, context, {
    to: enquiry.email,
    template: enquiryReceivedMail,
    data: { enquiry, quoted: await isOwnVerifiedAddress(tx, enquiry) },
    dedupeKey: `enquiry:${enquiry.id}:received`,
    locale: await recipientLocale(tx, { userId: enquiry.userId, requested }),
  });
}

/** The enquiry's address is its signed-in writer's account email (sign-in takes only verified ones). */
async function isOwnVerifiedAddress(tx: Database, enquiry: EnquiryRow): Promise<boolean> {
  if (!enquiry.userId || !enquiry.email) return false;
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, enquiry.userId));
  return account?.email.toLowerCase() === enquiry.email.trim().toLowerCase();
}
