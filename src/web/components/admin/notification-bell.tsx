import { Bell, BellOff } from 'lucide-react';
import { useDropdown } from '../ui/use-dismissable';

/** `unreadCount` is a real count from the server; without one no badge is drawn. */
export function NotificationBell({ unreadCount }: { unreadCount?: number }) {
  const { open, setOpen, buttonRef, panelId, containerRef } = useDropdown();
  const hasUnread = unreadCount !== undefined && unreadCount > 0;

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={hasUnread ? `Notifications (${unreadCount} unread)` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-stone-600 hover:bg-brand-50 hover:text-brand-700 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-amber-300"
      >
        <Bell className="size-5" aria-hidden="true" />
        {hasUnread ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white"
          >
            {unreadCount}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          className="fixed inset-x-4 top-20 z-50 rounded-2xl border border-brand-100 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-80 dark:border-stone-700 dark:bg-stone-900"
        >
          <div className="border-b border-brand-100 px-4 py-3 dark:border-stone-800">
            <h2 className="text-sm font-semibold">Notifications</h2>
          </div>
          <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
            <BellOff className="size-8 text-stone-400" aria-hidden="true" />
            <p className="text-sm font-medium text-stone-800 dark:text-stone-100">No notifications yet</p>
            <p className="text-xs text-stone-600 dark:text-stone-400">
              New visit bookings and enquiries will show up here.
            </p>
          </div>
          <div className="border-t border-brand-100 p-2 dark:border-stone-800">
            <button
              type="button"
              disabled
              title="The full notification list is coming soon"
              className="w-full rounded-xl px-3 py-2 text-sm font-semibold text-brand-700 disabled:cursor-not-allowed disabled:opacity-60 dark:text-amber-300"
            >
              View All Notifications
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
