import { CalendarDays, List } from 'lucide-react';
import type { BookingView } from '#web/features/bookings/utils/booking-list-params';

const VIEWS: Array<{ view: BookingView; label: string; icon: typeof List }> = [
  { view: 'list', label: 'List', icon: List },
  { view: 'agenda', label: 'Agenda', icon: CalendarDays },
];

/** List or Agenda: which way the bookings screen shows the visits. */
export function ViewSwitch({ view, onChange }: { view: BookingView; onChange: (view: BookingView) => void }) {
  return (
    <div
      role="group"
      aria-label="Show bookings as"
      className="inline-flex shrink-0 rounded-full border border-brand-100 bg-stone-50 p-1 dark:border-stone-700 dark:bg-stone-950"
    >
      {VIEWS.map(({ view: option, label, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-stone-700 hover:text-brand-800 aria-pressed:bg-brand-700 aria-pressed:text-white dark:text-stone-200 dark:hover:text-amber-200 dark:aria-pressed:bg-amber-500 dark:aria-pressed:text-stone-950"
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}
