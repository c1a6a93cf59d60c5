import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageCount, pageLinks } from '../../../../components/ui/page-numbers';

type SearchPaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
};

const pageButton =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-medium aria-disabled:cursor-not-allowed aria-disabled:opacity-40';
const otherPage = `${pageButton} text-stone-700 hover:bg-brand-50 hover:text-brand-800 dark:text-stone-200 dark:hover:bg-stone-800`;
const currentPage = `${pageButton} bg-brand-700 text-white dark:bg-amber-500 dark:text-stone-950`;

/** Previous, the page numbers and Next under the results; nothing when everything fits on one page. */
export function SearchPagination({ page, pageSize, total, onPageChange }: SearchPaginationProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            onClick={() => {
              if (page > 1) onPageChange(page - 1);
            }}
            // aria-disabled rather than disabled: the button keeps focus after taking the visitor to the start.
            aria-disabled={page <= 1}
            className={otherPage}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </button>
        </li>
        {pageLinks(page, pages).map((link, index) =>
          link === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-400">
              …
            </li>
          ) : (
            <li key={link}>
              <button
                type="button"
                onClick={() => onPageChange(link)}
                aria-label={`Page ${link}`}
                aria-current={link === page ? 'page' : undefined}
                className={link === page ? currentPage : otherPage}
              >
                {link}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            onClick={() => {
              if (page < pages) onPageChange(page + 1);
            }}
            aria-disabled={page >= pages}
            className={otherPage}
          >
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
