/** Enquiries from visitors: about a listing, a general question, or a villa to build on their plot. */
import type { EnquiryRequest } from '#domain/enquiry-request';
import type { Database } from '#server/db/client';
import { enquiries } from '#server/db/schema';
import { insertOnce } from '#server/anonymous-forms/visitor-records';
import { findListingAskedAbout } from '#server/anonymous-forms/listing-asked-about';
import type { Submitted } from '#server/anonymous-forms/submission-guard';
import { notifyNewEnquiry } from '#server/notices/visitor-record-notices';
import { queueNewEnquiryTeamMails } from '#server/notices/team-mails';
import type { MailContext } from '#server/mail/outbox';
import { queueEnquiryReceivedMail } from './enquiry-mails.js';

export type EnquiryRow = typeof enquiries.$inferSelect;

/** The columns each kind fills; kind-specific answers go to `details`. */
async function columnsFor(db: Database, request: EnquiryRequest) {
  const common = {
    kind: request.kind,
    name: request.name,
    phone: request.phone ?? null,
    email: request.email ?? null,
    message: request.message ?? null,
  };
  switch (request.kind) {
    case 'property': {
      const listing = await findListingAskedAbout(db, request.propertyId);
      return { ...common, propertyId: listing.id, city: null, details: { propertyTitle: listing.title } };
    }
    case 'contact':
      return { ...common, propertyId: null, city: null, details: {} };
    case 'construction': {
      const { plotArea, plotAreaUnit, budgetRange, timeline } = request;
      return {
        ...common,
        propertyId: null,
        city: request.city,
        details: { plotArea, plotAreaUnit, budgetRange, timeline },
      };
    }
  }
}

/**
 * Records an enquiry, status new; a key seen before returns the enquiry it made (`replayed`). The team's notice
 * and the mails (the visitor's acknowledgement, the admins who asked for new enquiries) are written with it.
 */
export async function sendEnquiry(
  db: Database,
  submitted: Submitted<EnquiryRequest>,
  mail: MailContext,
): Promise<{ enquiry: EnquiryRow; replayed: boolean }> {
  const { request, userId } = submitted;
  const { row, replayed } = await insertOnce(
    db,
    enquiries,
    submitted,
    async () => ({ ...(await columnsFor(db, request)), userId, status: 'new' }),
    async (tx, enquiry) => {
      await notifyNewEnquiry(tx, enquiry);
      await queueEnquiryReceivedMail(tx, mail, enquiry);
      await queueNewEnquiryTeamMails(tx, mail, enquiry);
    },
  );
  return { enquiry: row, replayed };
}

/** What the visitor who wrote sees: their own enquiry, without the team's notes or account links. */
export function toEnquiryReceipt(enquiry: EnquiryRow) {
  return {
    id: enquiry.id,
    kind: enquiry.kind,
    propertyId: enquiry.propertyId,
    name: enquiry.name,
    phone: enquiry.phone,
    email: enquiry.email,
    city: enquiry.city,
    message: enquiry.message,
    details: enquiry.details,
    status: enquiry.status,
    createdAt: enquiry.createdAt.toISOString(),
  };
}
