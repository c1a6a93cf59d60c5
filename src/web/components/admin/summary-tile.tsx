import type { LucideIcon } from 'lucide-react';

/** A headline number; without a real `value` it shows a dash and tells screen readers it is not available yet. */
export function SummaryTile({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value?: number;
  icon: LucideIcon;
}) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-brand-100 bg-white px-4 py-3 shadow-sm dark:border-stone-800 dark:bg-stone-900">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-amber-300">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="truncate text-xs font-medium text-stone-500 dark:text-stone-400">{label}</p>
        <p className="text-xl font-bold text-stone-900 dark:text-stone-50">
          {value === undefined ? (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">not available yet</span>
            </>
          ) : (
            value.toLocaleString('en-IN')
          )}
        </p>
      </div>
    </div>
  );
}
