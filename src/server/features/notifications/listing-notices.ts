/**
 * Notable events about listings that someone on the team should hear of: a listing drawing a crowd today, and a
 * listing deleted while visitors still expect to see it.
 */
import type { Database } from '../../db/client.js';
import { notifyTeam } from './service.js';

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

/**
 * A deleted listing with visits still to come leaves visitors expecting to be shown round: someone must call
 * them. The bookings keep the listing's title, so the link finds them after the listing has gone.
 */
export async function noticeListingDeletedWithVisits(
  db: Pick<Database, 'insert'>,
  listing: { title: string },
  comingVisits: number,
  today: string,
): Promise<void> {
  if (comingVisits === 0) return;
  const visits = comingVisits === 1 ? '1 visit' : `${comingVisits} visits`;
  const query = new URLSearchParams({ q: listing.title, status: 'pending,confirmed', from: today });
  await notifyTeam(db, {
    type: 'property',
    priority: 'high',
    link: `/admin/bookings?${query.toString()}`,
    message: `"${listing.title}" was deleted with ${visits} still booked. Let the visitors know.`,
  });
}
