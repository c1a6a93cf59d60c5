import { BellOff, CheckCheck, Inbox } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListState } from '#web/components/ui/list-state';
import { useNotifications } from './api/get-notifications';
import { useUnreadNotificationCount } from './api/get-unread-count';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { NotificationFilterTabs } from './components/notification-filter-tabs';
import { NotificationListItem } from './components/notification-list-item';
import { NotificationPagination } from './components/notification-pagination';
import { useOpenNotification } from './hooks/use-open-notification';
import {
  NOTIFICATIONS_PAGE_SIZE,
  pageCount,
  parseNotificationParams,
  toNotificationSearch,
  type NotificationFilter,
  type NotificationPageParams,
} from './utils/notification-list-params';

const EMPTY: Record<NotificationFilter, { title: string; text: string }> = {
  all: {
    title: 'No notifications yet',
    text: 'When a visitor books a visit or sends an enquiry, the team hears of it here.',
  },
  unread: {
    title: 'You are all caught up',
    text: 'Every notification has been read by someone on the team.',
  },
  read: {
    title: 'Nothing read yet',
    text: 'Notifications the team has opened or marked as read appear here.',
  },
};

/** /admin/notifications: the team's whole inbox, filtered by read or unread, paged, with "Mark all read". */
export function NotificationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseNotificationParams(searchParams);
  const setParams = (next: NotificationPageParams, replace = false) =>
    void setSearchParams(toNotificationSearch(next), { replace, preventScrollReset: true });

  const notifications = useNotifications({
    page: params.page,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
    ...(params.filter !== 'all' && { state: params.filter }),
  });
  const unread = useUnreadNotificationCount().data?.unread;
  const markAllRead = useMarkAllNotificationsRead();
  const markRead = useMarkNotificationRead();
  const openNotification = useOpenNotification();
  const { data } = notifications;
  const pages = data ? pageCount(data.total) : undefined;

  // A page past the end (an old link, or the unread list shrinking as the team reads) shows the last page.
  const pastTheEnd = pages !== undefined && !notifications.isPlaceholderData && params.page > pages;
  useEffect(() => {
    if (pastTheEnd && pages !== undefined) {
      void setSearchParams(toNotificationSearch({ filter: params.filter, page: pages }), { replace: true });
    }
  }, [pastTheEnd, pages, params.filter, setSearchParams]);

  const body = () => {
    const { title, text } = EMPTY[params.filter];
    return (
      <ListState
        query={notifications}
        look="card"
        loadingText="Loading notifications..."
        errorTitle="We could not load the notifications"
        empty={{
          when: ({ total }) => total === 0,
          show: (
            <div className="p-4">
              <EmptyState icon={params.filter === 'unread' ? Inbox : BellOff} title={title}>
                {text}
              </EmptyState>
            </div>
          ),
        }}
      >
        {({ items }) => (
          <>
            <ul
              aria-busy={notifications.isPlaceholderData}
              className="divide-y divide-brand-100 dark:divide-stone-800"
            >
              {items.map((notification) => (
                <NotificationListItem
                  key={notification.id}
                  notification={notification}
                  fetchedAt={notifications.dataUpdatedAt}
                  onOpen={openNotification}
                  onMarkRead={(chosen) => markRead.mutate(chosen.id)}
                  markingRead={markRead.isPending && markRead.variables === notification.id}
                />
              ))}
            </ul>
            {pages !== undefined && pages > 1 ? (
              <NotificationPagination
                page={params.page}
                pages={pages}
                onPageChange={(page) => setParams({ ...params, page })}
              />
            ) : null}
          </>
        )}
      </ListState>
    );
  };

  return (
    <section
      aria-label="All notifications"
      className="overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="flex flex-col gap-3 border-b border-brand-100 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-stone-800">
        <NotificationFilterTabs
          filter={params.filter}
          onChange={(filter) => setParams({ filter, page: 1 })}
        />
        <div className="flex items-center gap-3">
          <p role="status" className="text-sm text-stone-600 dark:text-stone-300">
            {unread === undefined ? '' : unread === 1 ? '1 unread' : `${unread} unread`}
          </p>
          <button
            type="button"
            onClick={markAllRead.isPending || !unread ? undefined : () => markAllRead.mutate()}
            aria-disabled={markAllRead.isPending || !unread}
            className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
          >
            <CheckCheck className="size-4" aria-hidden="true" />
            Mark all read
          </button>
        </div>
      </div>
      {body()}
    </section>
  );
}
