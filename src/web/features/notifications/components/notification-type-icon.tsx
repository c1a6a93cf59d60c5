import { CalendarCheck, Home, MessageSquareText, TrendingUp, type LucideIcon } from 'lucide-react';
import type { NotificationType } from '#domain/team-notifications';

const TYPES: Record<NotificationType, { icon: LucideIcon; label: string; colours: string }> = {
  booking: {
    icon: CalendarCheck,
    label: 'Visit booking',
    colours: 'bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-amber-300',
  },
  property: {
    icon: Home,
    label: 'Listing',
    colours: 'bg-sky-50 text-sky-700 dark:bg-sky-950 dark:text-sky-300',
  },
  analytics: {
    icon: TrendingUp,
    label: 'Analytics',
    colours: 'bg-violet-50 text-violet-700 dark:bg-violet-950 dark:text-violet-300',
  },
  message: {
    icon: MessageSquareText,
    label: 'Enquiry',
    colours: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  },
};

/** What a notification is about, as an icon; the word goes to assistive technology. */
export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const { icon: Icon, label, colours } = TYPES[type];
  return (
    <span className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full ${colours}`}>
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}:</span>
    </span>
  );
}
