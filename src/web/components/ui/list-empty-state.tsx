import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type ListEmptyStateProps = {
  icon: LucideIcon;
  title: string;
  /** Why the list is empty, and what to do about it. */
  children: ReactNode;
  action?: ReactNode;
};

/** What an admin list's card shows instead of rows: nothing recorded yet, or nothing matching the filters. */
export function ListEmptyState({ icon: Icon, title, children, action }: ListEmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-amber-300">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-50">{title}</h2>
      <p className="max-w-prose text-sm text-stone-600 dark:text-stone-300">{children}</p>
      {action}
    </div>
  );
}

/** The empty state's "Clear all filters", for a list whose filters match nothing. */
export function ClearAllFiltersButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center justify-center rounded-full border border-brand-200 bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800"
    >
      Clear all filters
    </button>
  );
}
