/** A line of the recent-activity list in words, from an audit log entry. */
import type { ActivityEntry } from './api/get-dashboard';

const VERBS: Record<string, string> = {
  'property.created': 'added the listing',
  'property.updated': 'edited the listing',
  'property.deleted': 'deleted the listing',
  'property.featured': 'featured the listing',
  'property.unfeatured': 'stopped featuring the listing',
  'user.created': 'created an account',
  'user.role-changed': "changed a user's role",
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
  return null;
}
