import { BellOff } from 'lucide-react';
import { Link } from 'react-router';
import { RetryButton } from '#web/components/ui/retry-button';
import { useNotifications } from '#web/features/notifications/api/get-notifications';
import { useOpenNotification } from '#web/features/notifications/hooks/use-open-notification';
import { NotificationSummary } from './notification-summary';

/** Enough to see what came in lately without the dropdown outgrowing the screen; the rest are a click away. */
const LATEST = { page: 1, pageSize: 6 };

/** The dropdown's list: the latest notifications, read or not; opening one goes to its link. */
export function LatestNotifications({ onOpen }: { onOpen: () => void }) {
  const notifications = useNotifications(LATEST);
  const openNotification = useOpenNotification();
  const { data } = notifications;

  if (notifications.isError && !data) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-6 text-center">
        <p className="text-sm text-stone-700 dark:text-stone-300">We could not load the notifications.</p>
        <RetryButton retrying={notifications.isFetching} onRetry={() => void notifications.refetch()} />
      </div>
    );
  }
  if (!data) {
    return (
      <p role="status" className="px-4 py-8 text-center text-sm text-stone-600 dark:text-stone-400">
        Loading notifications...
      </p>
    );
  }
  if (data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
        <BellOff className="size-8 text-stone-400" aria-hidden="true" />
        <p className="text-sm font-medium text-stone-800 dark:text-stone-100">No notifications yet</p>
        <p className="text-xs text-stone-600 dark:text-stone-400">
          New visit bookings and enquiries will show up here.
        </p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-brand-100 overflow-y-auto dark:divide-stone-800">
      {data.items.map((notification) => (
        <li key={notification.id}>
          <Link
            to={notification.link}
            onClick={() => {
              openNotification(notification);
              onOpen();
            }}
            className="block px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50 dark:hover:bg-stone-800 dark:focus-visible:bg-stone-800"
          >
            <NotificationSummary notification={notification} fetchedAt={notifications.dataUpdatedAt} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
