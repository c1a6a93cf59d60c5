import type { NotificationPriority as Priority } from '#domain/team-notifications';

const PRIORITY_STYLES: Record<Priority, { label: string; dot: string; text: string }> = {
  high: { label: 'High', dot: 'bg-red-600 dark:bg-red-400', text: 'text-red-700 dark:text-red-300' },
  medium: {
    label: 'Medium',
    dot: 'bg-amber-500 dark:bg-amber-400',
    text: 'text-amber-800 dark:text-amber-300',
  },
  low: { label: 'Low', dot: 'bg-green-600 dark:bg-green-400', text: 'text-green-700 dark:text-green-300' },
};

/** A coloured dot (high red, medium amber, low green) with the priority in words, so colour is never the only cue. */
export function NotificationPriority({ priority }: { priority: Priority }) {
  const { label, dot, text } = PRIORITY_STYLES[priority];
  return (
    <span className={`inline-flex items-center gap-1.5 text-xs font-semibold ${text}`}>
      <span className={`size-2 shrink-0 rounded-full ${dot}`} aria-hidden="true" />
      {label} priority
    </span>
  );
}
