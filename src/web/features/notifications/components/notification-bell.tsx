import { Bell } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useDropdown } from '#web/components/ui/use-dismissable';
import { useUnreadNotificationCount } from '#web/features/notifications/api/get-unread-count';
import { LatestNotifications } from './latest-notifications';

/** The badge stays two characters wide at most; the exact count is in the button's description. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** The header's bell: the team's unread count, and a dropdown with the latest notifications. */
export function NotificationBell() {
  const { open, setOpen, buttonRef, panelId, containerRef } = useDropdown();
  const unread = useUnreadNotificationCount().data?.unread;
  const descriptionId = useId();
  const close = () => setOpen(false);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Notifications"
        aria-describedby={unread === undefined ? undefined : descriptionId}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-stone-600 hover:bg-brand-50 hover:text-brand-700 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-amber-300"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread ? (
          <span
            aria-hidden="true"
            data-testid="unread-notification-count"
            className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white"
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
      {unread === undefined ? null : (
        <span id={descriptionId} className="sr-only">
          {unread === 1 ? '1 unread notification' : `${unread} unread notifications`}
        </span>
      )}
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          className="fixed inset-x-4 top-20 z-50 flex max-h-[calc(100dvh-6rem)] flex-col rounded-2xl border border-brand-100 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96 dark:border-stone-700 dark:bg-stone-900"
        >
          <div className="flex items-baseline justify-between gap-3 border-b border-brand-100 px-4 py-3 dark:border-stone-800">
            <h2 className="text-sm font-semibold">Notifications</h2>
            {unread ? (
              <span className="text-xs text-stone-600 dark:text-stone-400">{unread} unread</span>
            ) : null}
          </div>
          <LatestNotifications onOpen={close} />
          <div className="border-t border-brand-100 p-2 dark:border-stone-800">
            <Link
              to="/admin/notifications"
              onClick={close}
              className="block w-full rounded-xl px-3 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-amber-300 dark:hover:bg-stone-800"
            >
              View All Notifications
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
