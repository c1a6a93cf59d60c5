import { Check } from 'lucide-react';
import { Link } from 'react-router';
import type { TeamNotification } from '#domain/team-notifications';
import { NotificationSummary } from './notification-summary';

type NotificationListItemProps = {
  notification: TeamNotification;
  fetchedAt: number;
  onOpen: (notification: TeamNotification) => void;
  onMarkRead: (notification: TeamNotification) => void;
  markingRead: boolean;
};

/** A row of the full list: the notification links to where it is dealt with; an unread one can be marked read. */
export function NotificationListItem({
  notification,
  fetchedAt,
  onOpen,
  onMarkRead,
  markingRead,
}: NotificationListItemProps) {
  const unread = notification.readAt === null;
  return (
    <li
      className={`flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 ${unread ? 'bg-brand-50/60 dark:bg-stone-800/40' : ''}`}
    >
      <Link
        to={notification.link}
        onClick={() => onOpen(notification)}
        className="min-w-0 flex-1 rounded-xl p-1 hover:bg-brand-50 dark:hover:bg-stone-800"
      >
        <NotificationSummary notification={notification} fetchedAt={fetchedAt} />
      </Link>
      {unread ? (
        <button
          type="button"
          onClick={markingRead ? undefined : () => onMarkRead(notification)}
          aria-disabled={markingRead}
          className="inline-flex shrink-0 items-center gap-1.5 self-end rounded-full px-3 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 aria-disabled:cursor-wait aria-disabled:opacity-60 sm:self-center dark:text-amber-300 dark:ring-stone-700 dark:hover:bg-stone-800"
        >
          <Check className="size-4" aria-hidden="true" />
          Mark as read
          <span className="sr-only">: {notification.message}</span>
        </button>
      ) : null}
    </li>
  );
}
