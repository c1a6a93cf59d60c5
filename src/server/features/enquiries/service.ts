/**
 * Enquiries: visitors ask about a listing, ask a general question or ask for a villa to be built on their plot
 * (sendEnquiry); the team's side: the searchable list, one enquiry, status moves, notes and the CSV export.
 */
import type { AdminEnquiry } from '#domain/admin-enquiry';
import { nationalIndianMobile } from '#domain/contact-fields';
import { toCsv, type CsvColumn } from '#domain/csv-text';
import {
  canMoveEnquiry,
  constructionDetailsOf,
  ENQUIRY_KIND_LABELS,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  enquiryTransitionRefusal,
  type EnquiryListQuery,
  type EnquiryNotes,
  type EnquiryStatus,
  type EnquiryStatusChange,
} from '#domain/enquiry-management';
import type { EnquiryRequest } from '#domain/enquiry-request';
import { indiaDateTime } from '#domain/india-calendar';
import { countsPerStatus, CSV_EXPORT_MAX_ROWS } from '#domain/list-filters';
import { findListingAskedAbout } from '#server/anonymous-forms/listing-asked-about';
import type { Submitted } from '#server/anonymous-forms/submission-guard';
import { insertOnce } from '#server/anonymous-forms/visitor-records';
import { audited, type AuditActor } from '#server/audit/audit-log';
import type { Database } from '#server/db/client';
import {
  lockRecord,
  recordWriteResult,
  saveRecordChange,
  type RecordDecision,
  type RecordWriteResult,
} from '#server/db/record-write';
import { enquiries } from '#server/db/schema';
import { and } from 'drizzle-orm';
import { EVERYTHING } from '#server/auth/team-scope';
import { isLeadInScope, type LeadScope, leadScopeCondition } from '#server/leads/lead-scope';
import { AppError, NotFoundError } from '#server/errors';
import { assignNewLead } from '#server/leads/lead-routing';
import type { MailContext } from '#server/mail/outbox';
import { queueNewEnquiryTeamMails } from '#server/notices/team-mails';
import { notifyNewEnquiry, readEnquiryNotice } from '#server/notices/visitor-record-notices';
import { queueEnquiryReceivedMail } from './mails/enquiry-mails.js';
import {
  countEnquiries,
  countEnquiriesByStatus,
  selectEnquiry,
  selectEnquiryPage,
  whereEnquiriesMatch,
} from './queries.js';

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
    async (tx, inserted) => {
      const enquiry = await assignNewLead(tx, enquiries, inserted);
      await notifyNewEnquiry(tx, enquiry);
      await queueEnquiryReceivedMail(tx, mail, enquiry, request.locale);
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

export class InvalidEnquiryTransitionError extends AppError {
  constructor(from: EnquiryStatus, to: EnquiryStatus, message = enquiryTransitionRefusal(from, to)) {
    super(409, 'INVALID_ENQUIRY_TRANSITION', message);
  }
}

const notFound = () => new NotFoundError('We could not find this enquiry. It may have been deleted.');

/** What the team sees of an enquiry: the visitor's receipt, their notes, and the listing asked about. */
export function toAdminEnquiry(row: EnquiryRow): AdminEnquiry {
  const title = row.details.propertyTitle;
  return {
    ...toEnquiryReceipt(row),
    userId: row.userId,
    notes: row.notes,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    assignedAgentId: row.assignedAgentId,
    firstRespondedAt: row.firstRespondedAt?.toISOString() ?? null,
    // The title is the one the listing had when the visitor asked; it stays readable once the listing is gone.
    listing:
      row.kind === 'property' && typeof title === 'string'
        ? { id: row.propertyId, title, deleted: row.propertyId === null }
        : null,
  };
}

export async function listEnquiriesForAdmin(
  db: Database,
  query: EnquiryListQuery & { page: number; pageSize: number },
  scope: LeadScope = EVERYTHING,
) {
  const inScope = leadScopeCondition(db, enquiries, scope);
  const where = and(whereEnquiriesMatch(query), inScope);
  const [rows, total, perStatus] = await Promise.all([
    selectEnquiryPage(db, where, query.sort, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    countEnquiries(db, where),
    countEnquiriesByStatus(db, query, inScope),
  ]);
  const statusCounts = countsPerStatus(ENQUIRY_STATUSES, perStatus);
  return {
    items: rows.map(toAdminEnquiry),
    total,
    page: query.page,
    pageSize: query.pageSize,
    statusCounts,
  };
}

export async function findEnquiryForAdmin(
  db: Database,
  id: string,
  scope: LeadScope = EVERYTHING,
): Promise<AdminEnquiry> {
  const row = await selectEnquiry(db, id);
  if (!row || !(await isLeadInScope(db, scope, row))) throw notFound();
  return toAdminEnquiry(row);
}

/** A change the team (or a lister) makes is a response: the first one stamps the lead's first-response time. */
function withFirstResponse(
  current: EnquiryRow,
  decision: RecordDecision<EnquiryRow>,
): RecordDecision<EnquiryRow> {
  if (!decision || decision instanceof AppError || current.firstRespondedAt) return decision;
  return { ...decision, set: { ...decision.set, firstRespondedAt: new Date() } };
}

/**
 * A change to one enquiry (db/record-write.ts): the enquiry locked as it is, judged by `decide`, saved with its
 * effects (the audit entry first) in one transaction; then read back as the admin API shows it.
 */
async function changeEnquiry(
  db: Database,
  id: string,
  version: number | undefined,
  decide: (current: EnquiryRow) => RecordDecision<EnquiryRow>,
  changedMessage: (now: EnquiryRow) => string,
  scope: LeadScope,
): Promise<RecordWriteResult<AdminEnquiry>> {
  const enquiry = { table: enquiries, key: enquiries.id, notFound, changedMessage };
  const outcome = await db.transaction(async (tx) => {
    const current = await lockRecord(tx, enquiry, id);
    // Someone else's lead is as good as missing: an agent or lister cannot even learn it exists.
    if (!(await isLeadInScope(tx, scope, current))) throw notFound();
    return saveRecordChange(tx, enquiry, {
      id,
      current,
      version,
      decision: withFirstResponse(current, decide(current)),
    });
  });
  return recordWriteResult(outcome, await findEnquiryForAdmin(db, id));
}

const enquiryAudit = (actor: AuditActor, id: string, action: string, details: Record<string, unknown>) =>
  audited({ actor, action, entityType: 'enquiry', entityId: id, details });

/**
 * Moves an enquiry to `to` if the domain allows it from its status. Made on the version the admin saw, it is
 * refused when someone has changed the enquiry since. A move deals with the enquiry, so its notice is read in
 * the same transaction.
 */
export function changeEnquiryStatus(
  db: Database,
  id: string,
  { status: to, version }: EnquiryStatusChange,
  actor: AuditActor,
  scope: LeadScope = EVERYTHING,
): Promise<RecordWriteResult<AdminEnquiry>> {
  return changeEnquiry(
    db,
    id,
    version,
    (current) => {
      if (!canMoveEnquiry(current.status, to)) return new InvalidEnquiryTransitionError(current.status, to);
      return {
        set: { status: to, updatedAt: new Date() },
        effects: [
          enquiryAudit(actor, id, 'enquiry.status-changed', { from: current.status, to }),
          (tx) => readEnquiryNotice(tx, id),
        ],
      };
    },
    (now) =>
      `Someone else has just changed this enquiry (it is now ${ENQUIRY_STATUS_LABELS[now.status].toLowerCase()}). ` +
      'Please check it and try again.',
    scope,
  );
}

/** Replaces the team's notes (null clears them); saving the same text again changes and records nothing. */
export function saveEnquiryNotes(
  db: Database,
  id: string,
  { notes, version }: EnquiryNotes,
  actor: AuditActor,
  scope: LeadScope = EVERYTHING,
): Promise<RecordWriteResult<AdminEnquiry>> {
  return changeEnquiry(
    db,
    id,
    version,
    (current) =>
      current.notes === notes
        ? null
        : {
            set: { notes, updatedAt: new Date() },
            effects: [enquiryAudit(actor, id, 'enquiry.notes-changed', { from: current.notes, to: notes })],
          },
    () => 'Someone else changed this enquiry a moment ago. Check its notes as they are now and try again.',
    scope,
  );
}

const construction = (row: EnquiryRow) => constructionDetailsOf(row.details);

/** The export's columns; a column that does not apply to an enquiry's kind is left empty. */
const EXPORT_COLUMNS: CsvColumn<EnquiryRow>[] = [
  { header: 'Sent (India time)', value: (row) => indiaDateTime(row.createdAt) },
  { header: 'Kind', value: (row) => ENQUIRY_KIND_LABELS[row.kind] },
  { header: 'Status', value: (row) => ENQUIRY_STATUS_LABELS[row.status] },
  { header: 'Name', value: (row) => row.name },
  { header: 'Mobile (+91)', value: (row) => row.phone && nationalIndianMobile(row.phone) },
  { header: 'Email', value: (row) => row.email },
  { header: 'City', value: (row) => row.city },
  { header: 'Listing', value: (row) => toAdminEnquiry(row).listing?.title },
  { header: 'Plot size', value: (row) => construction(row).plotArea },
  { header: 'Plot unit', value: (row) => construction(row).plotUnit },
  { header: 'Budget', value: (row) => construction(row).budget },
  { header: 'Timeline', value: (row) => construction(row).timeline },
  { header: 'Message', value: (row) => row.message },
  { header: 'Notes', value: (row) => row.notes },
  { header: 'Last changed (India time)', value: (row) => indiaDateTime(row.updatedAt) },
  { header: 'Enquiry ID', value: (row) => row.id },
];

/** Every enquiry the filters match, in the list's order, up to CSV_EXPORT_MAX_ROWS, as a CSV file. */
export async function exportEnquiries(db: Database, query: EnquiryListQuery, scope: LeadScope = EVERYTHING) {
  const where = and(whereEnquiriesMatch(query), leadScopeCondition(db, enquiries, scope));
  const [rows, matched] = await Promise.all([
    selectEnquiryPage(db, where, query.sort, { limit: CSV_EXPORT_MAX_ROWS, offset: 0 }),
    countEnquiries(db, where),
  ]);
  return { csv: toCsv(EXPORT_COLUMNS, rows), rows: rows.length, matched };
}
