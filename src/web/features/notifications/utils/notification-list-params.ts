/** The notifications page's filter and page, kept in the address so reloads and the back button keep them. */
import type { ReadState } from '#web/features/notifications/api/get-notifications';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export type NotificationFilter = 'all' | ReadState;
export const NOTIFICATION_FILTERS: Array<{ value: NotificationFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];

export type NotificationPageParams = { filter: NotificationFilter; page: number };

/** Anything unexpected in the address falls back to all notifications, first page. */
export function parseNotificationParams(search: URLSearchParams): NotificationPageParams {
  const state = search.get('state');
  const filter = state === 'unread' || state === 'read' ? state : 'all';
  const page = Number(search.get('page'));
  return { filter, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

export function toNotificationSearch({ filter, page }: NotificationPageParams): URLSearchParams {
  const search = new URLSearchParams();
  if (filter !== 'all') search.set('state', filter);
  if (page > 1) search.set('page', String(page));
  return search;
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));
