import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  /** Why there is nothing here, and where to go instead. */
  children: ReactNode;
  /** A call to action under the text. */
  action?: ReactNode;
};

/** What a section of a page says when it has nothing to show. */
export function EmptyState({ icon: Icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 px-6 py-12 text-center dark:border-stone-700">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-amber-300">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="text-lg font-semibold text-stone-900 dark:text-stone-50">{title}</h3>
      <div className="max-w-md text-sm text-stone-600 dark:text-stone-300">{children}</div>
      {action}
    </div>
  );
}
