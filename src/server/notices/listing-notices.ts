/**
 * Notable events about listings that someone on the team should hear of: a listing drawing a crowd today, and a
 * listing deleted while visitors still expect to see it.
 */
import { formatVisitDate } from '#domain/india-calendar';
import type { Database } from '#server/db/client';
import { notifyTeam } from './team-inbox.js';

/** A day's views at which a listing is worth a look: more interest than most listings see in a month. */
export const BUSY_DAY_VIEWS = 50;

/**
 * Called with the day's count after each view; only the view that reaches the mark notifies, so a listing is
 * announced at most once a day however its views race.
 */
export async function noticeBusyListing(
  db: Pick<Database, 'insert'>,
  listing: { id: string; title: string },
  viewsToday: number,
): Promise<void> {
  if (viewsToday !== BUSY_DAY_VIEWS) return;
  await notifyTeam(db, {
    type: 'analytics',
    priority: 'low',
    link: `/admin/edit-property/${listing.id}`,
    message: `"${listing.title}" is drawing attention: ${BUSY_DAY_VIEWS} views today.`,
  });
}

/** A visit still to come to a listing that is being deleted, soonest first. */
export type ComingVisit = { id: string; name: string; preferredDate: string };

const NAMED_VISITORS = 3;

/**
 * A deleted listing with visits still to come leaves visitors expecting to be shown round: someone must call
 * them. The notice names them and opens the soonest booking; the others are found by name.
 */
export async function noticeListingDeletedWithVisits(
  db: Pick<Database, 'insert'>,
  listing: { title: string },
  visits: readonly ComingVisit[],
): Promise<void> {
  const [soonest] = visits;
  if (!soonest) return;
  const named = visits
    .slice(0, NAMED_VISITORS)
    .map((visit) => `${visit.name} (${formatVisitDate(visit.preferredDate)})`);
  const others = visits.length - named.length;
  const who = others > 0 ? `${named.join(', ')} and ${others} more` : named.join(', ');
  const count = visits.length === 1 ? '1 visit' : `${visits.length} visits`;
  await notifyTeam(db, {
    type: 'property',
    priority: 'high',
    link: `/admin/bookings?booking=${soonest.id}`,
    message: `"${listing.title}" was deleted with ${count} still booked: ${who}. Let the visitors know.`,
  });
}
