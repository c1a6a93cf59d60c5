import {
  NOTIFICATION_FILTERS,
  type NotificationFilter,
} from '#web/features/notifications/utils/notification-list-params';

type NotificationFilterTabsProps = {
  filter: NotificationFilter;
  onChange: (filter: NotificationFilter) => void;
};

/** All, Unread or Read: a group of toggle buttons, the pressed one showing which notifications are listed. */
export function NotificationFilterTabs({ filter, onChange }: NotificationFilterTabsProps) {
  return (
    <div
      role="group"
      aria-label="Show notifications"
      className="inline-flex rounded-full border border-brand-100 bg-stone-50 p-1 dark:border-stone-700 dark:bg-stone-950"
    >
      {NOTIFICATION_FILTERS.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          aria-pressed={filter === value}
          onClick={() => onChange(value)}
          className="rounded-full px-4 py-1.5 text-sm font-medium text-stone-700 hover:text-brand-800 aria-pressed:bg-brand-700 aria-pressed:text-white dark:text-stone-200 dark:hover:text-amber-200 dark:aria-pressed:bg-amber-500 dark:aria-pressed:text-stone-950"
        >
          {label}
        </button>
      ))}
    </div>
  );
}
