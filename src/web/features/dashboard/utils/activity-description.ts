/** A line of the recent-activity list in words, from an audit log entry. */
import type { ActivityEntry } from '#domain/dashboard-figures';

const VERBS: Record<string, string> = {
  'property.created': 'added the listing',
  'property.updated': 'edited the listing',
  'property.deleted': 'deleted the listing',
  'property.featured': 'featured the listing',
  'property.unfeatured': 'stopped featuring the listing',
  'property.verification-recorded': "recorded a check on the listing's verification record",
  'property.verification-removed': "removed a check from the listing's verification record",
  'user.created': 'created an account',
  'user.role-changed': "changed a user's role",
  'enquiry.status-changed': "changed an enquiry's status",
  'enquiry.notes-changed': "updated an enquiry's notes",
  'booking.status-changed': "changed a visit booking's status",
  'booking.rescheduled': 'rescheduled a visit',
  'booking.notes-changed': "updated a visit booking's notes",
};

/**
 * "edited the listing"; an action this list does not know yet (a new feature's) still reads sensibly:
 * "booking.status-changed" becomes "booking: status changed".
 */
export function describeAction(entry: Pick<ActivityEntry, 'action' | 'entityType'>): string {
  const known = VERBS[entry.action];
  if (known) return known;
  const [subject, ...verb] = entry.action.split('.');
  const what = verb.join(' ').replaceAll('-', ' ');
  return what ? `${subject ?? entry.entityType}: ${what}` : entry.action.replaceAll('-', ' ');
}

/** Where an entry leads in the portal, when the thing it names is still there. */
export function activityLink(entry: ActivityEntry): string | null {
  if (entry.entityType === 'property' && entry.entityId && entry.entityExists)
    return `/admin/edit-property/${entry.entityId}`;
  // Enquiries are never deleted, so an entry about one can always open it.
  if (entry.entityType === 'enquiry' && entry.entityId) return `/admin/enquiries?enquiry=${entry.entityId}`;
  // Nor are bookings: the team closes one with a status, and its history stays.
  if (entry.entityType === 'booking' && entry.entityId) return `/admin/bookings?booking=${entry.entityId}`;
  return null;
}
