/**
 * What the "Manage your visit" link does for whoever holds it: show that one visit, move it or cancel it, by
 * the team's own booking rules and with the visitor's usual mails (service.ts), audited as the visitor's.
 */
import { canMoveBooking, canRescheduleBooking, type BookingReschedule } from '#domain/booking-management';
import { indiaToday } from '#domain/india-calendar';
import { VISIT_LINK_MESSAGES, type ManagedVisit } from '#domain/visit-link';
import type { AuditActor } from '#server/audit/audit-log';
import type { Database } from '#server/db/client';
import type { RecordWriteResult } from '#server/db/record-write';
import { NotFoundError } from '#server/errors';
import type { BookingRecord } from '../queries.js';
import { changeBookingStatus, rescheduleBooking } from '../service.js';
import { selectBooking } from '../queries.js';
import { bookingOfVisitLink, VisitLinkExpiredError } from './visit-link.js';
import type { VisitMailContext } from '../mails/visit-mails.js';

type Visit = Pick<
  BookingRecord,
  'reference' | 'status' | 'name' | 'preferredDate' | 'timeSlot' | 'version'
> & {
  listing: { id: string | null; title: string };
};

function toManagedVisit(visit: Visit): ManagedVisit {
  return {
    reference: visit.reference,
    status: visit.status,
    name: visit.name,
    preferredDate: visit.preferredDate,
    timeSlot: visit.timeSlot,
    listing: { id: visit.listing.id, title: visit.listing.title },
    version: visit.version,
    canReschedule: canRescheduleBooking(visit.status),
    canCancel: canMoveBooking(visit.status, 'cancelled'),
  };
}

const gone = () => new NotFoundError(VISIT_LINK_MESSAGES.gone);

/**
 * The booking the link names, as it is now; expired once the visit's day is over, whether the day the link was
 * mailed for or the one the visit has since moved to.
 */
async function linkedBooking(db: Database, secret: string, token: string, now: Date) {
  const id = bookingOfVisitLink(secret, token, now);
  const row = await selectBooking(db, id);
  if (!row) throw gone();
  if (indiaToday(now) > row.preferredDate) throw new VisitLinkExpiredError();
  return row;
}

export async function describeVisitByLink(db: Database, secret: string, token: string, now = new Date()) {
  const row = await linkedBooking(db, secret, token, now);
  return toManagedVisit({
    ...row,
    listing: { id: row.propertyId, title: row.listingTitle ?? row.propertyTitle },
  });
}

/** The write, with its answers in the link's words: no team notes or contact details in a refusal either. */
async function changeByLink(
  db: Database,
  secret: string,
  token: string,
  version: number | undefined,
  change: (id: string, version: number, actor: AuditActor) => Promise<RecordWriteResult<BookingRecord>>,
): Promise<RecordWriteResult<ManagedVisit>> {
  const row = await linkedBooking(db, secret, token, new Date());
  // The visitor is whoever holds the link their visit's mails went to.
  const actor: AuditActor = { id: null, email: row.email };
  let result: RecordWriteResult<BookingRecord>;
  try {
    result = await change(row.id, version ?? row.version, actor);
  } catch (error) {
    if (error instanceof NotFoundError) throw gone();
    throw error;
  }
  return result.changed
    ? { ...result, current: toManagedVisit(result.current) }
    : { changed: false, record: toManagedVisit(result.record) };
}

export function rescheduleVisitByLink(
  db: Database,
  secret: string,
  token: string,
  { version, ...visit }: BookingReschedule,
  mail: VisitMailContext,
): Promise<RecordWriteResult<ManagedVisit>> {
  return changeByLink(db, secret, token, version, (id, current, actor) =>
    rescheduleBooking(db, id, { ...visit, version: current }, actor, mail, 'visit link'),
  );
}

export function cancelVisitByLink(
  db: Database,
  secret: string,
  token: string,
  { version }: { version?: number },
  mail: VisitMailContext,
): Promise<RecordWriteResult<ManagedVisit>> {
  return changeByLink(db, secret, token, version, (id, current, actor) =>
    changeBookingStatus(db, id, { status: 'cancelled', version: current }, actor, mail, 'visit link'),
  );
}
