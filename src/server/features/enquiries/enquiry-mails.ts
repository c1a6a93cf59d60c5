/**
 * The acknowledgement a visitor gets for an enquiry (a listing, a question, a villa to build), queued in the
 * enquiry's own transaction; a visitor who gave no email gets none.
 */
import { CONSTRUCTION_BUDGET_LABELS, type ConstructionBudget } from '#domain/enquiry-request';
import type { Database } from '#server/db/client';
import type { enquiries } from '#server/db/schema';
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

function rowsOf(enquiry: EnquiryRow): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (enquiry.kind === 'property' && typeof enquiry.details.propertyTitle === 'string') {
    rows.push(['Home', enquiry.details.propertyTitle]);
  }
  if (enquiry.kind === 'construction') {
    if (enquiry.city) rows.push(['City', enquiry.city]);
    const budget = CONSTRUCTION_BUDGET_LABELS[enquiry.details.budgetRange as ConstructionBudget];
    if (budget) rows.push(['Budget', budget]);
  }
  if (enquiry.message) rows.push(['Your message', enquiry.message]);
  return rows;
}

export const enquiryReceivedMail = defineMailTemplate<{ enquiry: EnquiryRow }>({
  name: 'enquiry-received',
  render: ({ enquiry }, site) => {
    const rows = rowsOf(enquiry);
    const lead = `Thank you for writing to ${site.settings.siteName}. Someone from our team will get back to you within one working day.`;
    const urgent = `If it cannot wait, ${contactLine(site)}.`;
    const listingUrl =
      enquiry.kind === 'property' && enquiry.propertyId
        ? siteLink(site, `/property/${enquiry.propertyId}`)
        : null;
    return {
      subject: subjectOf(enquiry),
      html: html`<p>Hello ${enquiry.name},</p>
        <p>${lead}</p>
        ${rows.length ? detailsTable(rows) : ''}
        <p>${urgent}</p>
        ${listingUrl ? linkButton('View the home', listingUrl) : ''}`,
      text: [
        `Hello ${enquiry.name},`,
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
    data: { enquiry },
    dedupeKey: `enquiry:${enquiry.id}:received`,
  });
}
