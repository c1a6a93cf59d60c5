import { describeTimeSince, formatDateTime } from '#web/lib/relative-time';
import type { TeamNotification } from '#domain/team-notifications';
import { NotificationPriority } from './notification-priority';
import { NotificationTypeIcon } from './notification-type-icon';

type NotificationSummaryProps = {
  notification: TeamNotification;
  /** When the list was fetched, so the same rows always read the same relative time. */
  fetchedAt: number;
};

/** One notification: what it is about, what happened, how urgent, how long ago, and whether anyone read it. */
export function NotificationSummary({ notification, fetchedAt }: NotificationSummaryProps) {
  const createdAt = new Date(notification.createdAt);
  const unread = notification.readAt === null;
  return (
    <span className="flex items-start gap-3">
      <NotificationTypeIcon type={notification.type} />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span
          className={`text-sm ${unread ? 'font-semibold text-stone-900 dark:text-stone-50' : 'text-stone-700 dark:text-stone-300'}`}
        >
          {unread ? <span className="sr-only">Unread: </span> : null}
          {notification.message}
        </span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <NotificationPriority priority={notification.priority} />
          <time
            dateTime={notification.createdAt}
            title={formatDateTime(createdAt)}
            className="text-xs text-stone-600 dark:text-stone-400"
          >
            {describeTimeSince(createdAt, fetchedAt)}
          </time>
        </span>
      </span>
      {unread ? (
        <span
          className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600 dark:bg-amber-400"
          aria-hidden="true"
        />
      ) : null}
    </span>
  );
}
