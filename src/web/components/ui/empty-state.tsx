import { Trans } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  /** Why there is nothing here, and what to do about it. */
  children: ReactNode;
  /** A call to action under the text. */
  action?: ReactNode;
  /**
   * In place of an admin list's rows: the list's card is the frame, and the title is the card's heading (h2).
   * Otherwise it is a framed section of a page, titled under the section's heading (h3).
   */
  inListCard?: boolean;
};

/** What a page section or an admin list says when it has nothing to show. */
export function EmptyState({ icon: Icon, title, children, action, inListCard = false }: EmptyStateProps) {
  const Heading = inListCard ? 'h2' : 'h3';
  return (
    <div
      className={
        inListCard
          ? 'flex flex-col items-center gap-3 px-6 py-14 text-center'
          : 'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 px-6 py-12 text-center dark:border-stone-700'
      }
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-amber-300">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <Heading className="text-lg font-semibold text-stone-900 dark:text-stone-50">{title}</Heading>
      <div
        className={`${inListCard ? 'max-w-prose' : 'max-w-md'} text-sm text-stone-600 dark:text-stone-300`}
      >
        {children}
      </div>
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
      <Trans>Clear all filters</Trans>
    </button>
  );
}
