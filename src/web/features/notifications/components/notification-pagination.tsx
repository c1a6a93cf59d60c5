import { ChevronLeft, ChevronRight } from 'lucide-react';

type NotificationPaginationProps = {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
};

const pageButton =
  'inline-flex h-9 items-center justify-center gap-1 rounded-full px-3 text-sm font-medium text-stone-700 hover:bg-brand-50 hover:text-brand-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 dark:text-stone-200 dark:hover:bg-stone-800';

/** "Page 2 of 5" with Previous and Next under the notifications list. */
export function NotificationPagination({ page, pages, onPageChange }: NotificationPaginationProps) {
  return (
    <nav
      aria-label="Pagination"
      className="flex items-center justify-between gap-3 border-t border-brand-100 p-4 dark:border-stone-800"
    >
      <button
        type="button"
        // aria-disabled rather than disabled: the button that just reached the first page keeps focus.
        aria-disabled={page <= 1}
        onClick={() => {
          if (page > 1) onPageChange(page - 1);
        }}
        className={pageButton}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </button>
      <p className="text-sm text-stone-600 dark:text-stone-300">{`Page ${page} of ${pages}`}</p>
      <button
        type="button"
        aria-disabled={page >= pages}
        onClick={() => {
          if (page < pages) onPageChange(page + 1);
        }}
        className={pageButton}
      >
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
