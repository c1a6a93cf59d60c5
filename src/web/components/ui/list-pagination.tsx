import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGE_SIZES, pageCount, pageLinks, shownRange, type PageSize } from './page-numbers';
import { ToolbarSelect } from './toolbar-select';

export type ListPaginationProps = {
  page: number;
  pageSize: PageSize;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
};

const pageButton =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-full px-3 text-sm font-medium aria-disabled:cursor-not-allowed aria-disabled:opacity-40';
const otherPage = `${pageButton} text-stone-700 hover:bg-brand-50 hover:text-brand-800 dark:text-stone-200 dark:hover:bg-stone-800`;
const currentPage = `${pageButton} bg-brand-700 text-white dark:bg-amber-500 dark:text-stone-950`;

/** "Showing 1–20 of 44", rows per page, and the page buttons under an admin list. */
export function ListPagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
}: ListPaginationProps) {
  const pages = pageCount(total, pageSize);
  const { from, to } = shownRange(page, pageSize, total);

  return (
    <div className="flex flex-col gap-3 border-t border-brand-100 p-4 lg:flex-row lg:items-center lg:justify-between dark:border-stone-800">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <p role="status" className="text-sm text-stone-600 dark:text-stone-300">
          {`Showing ${from}–${to} of ${total}`}
        </p>
        <ToolbarSelect
          label="Rows per page"
          value={String(pageSize)}
          onChange={(value) => {
            const size = PAGE_SIZES.find((option) => String(option) === value);
            if (size) onPageSizeChange(size);
          }}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </ToolbarSelect>
      </div>
      {pages > 1 ? (
        <nav aria-label="Pagination">
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <button
                type="button"
                onClick={() => {
                  if (page > 1) onPageChange(page - 1);
                }}
                // aria-disabled rather than disabled: a button that just took the user to the end keeps focus.
                aria-disabled={page <= 1}
                aria-label="Previous page"
                className={otherPage}
              >
                <ChevronLeft className="size-4" aria-hidden="true" />
                <span className="hidden sm:inline">Previous</span>
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
                aria-label="Next page"
                className={otherPage}
              >
                <span className="hidden sm:inline">Next</span>
                <ChevronRight className="size-4" aria-hidden="true" />
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
