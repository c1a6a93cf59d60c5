import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageLinks } from './page-numbers';

type PageButtonsProps = {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** Pages after `pages` may exist that are not counted yet: a gap after the last number says so. */
  more?: boolean;
  /** Roomier buttons under public results; compact ones under admin tables. */
  size?: 'compact' | 'roomy';
};

const SIZES = { compact: 'h-9 min-w-9', roomy: 'h-10 min-w-10' } as const;

/** Previous, the page numbers (with gaps) and Next. */
export function PageButtons({ page, pages, more = false, onPageChange, size = 'compact' }: PageButtonsProps) {
  const { t } = useLingui();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
  const pageButton = `inline-flex ${SIZES[size]} items-center justify-center gap-1 rounded-full px-3 text-sm font-medium aria-disabled:cursor-not-allowed aria-disabled:opacity-40`;
  const otherPage = `${pageButton} text-stone-700 hover:bg-brand-50 hover:text-brand-800 dark:text-stone-200 dark:hover:bg-stone-800`;
  const currentPage = `${pageButton} bg-brand-700 text-white dark:bg-amber-500 dark:text-stone-950`;
  return (
    <nav aria-label={t`Pagination`}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            onClick={() => {
              if (page > 1) onPageChange(page - 1);
            }}
            // aria-disabled rather than disabled: a button that just took the user to the end keeps focus.
            aria-disabled={page <= 1}
            aria-label={t`Previous page`}
            className={otherPage}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">
              <Trans>Previous</Trans>
            </span>
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
                aria-label={t`Page ${link}`}
                aria-current={link === page ? 'page' : undefined}
                className={link === page ? currentPage : otherPage}
              >
                {link}
              </button>
            </li>
          ),
        )}
        {more ? (
          <li aria-hidden="true" className="px-1 text-stone-400">
            …
          </li>
        ) : null}
        <li>
          <button
            type="button"
            onClick={() => {
              if (page < pages) onPageChange(page + 1);
            }}
            aria-disabled={page >= pages}
            aria-label={t`Next page`}
            className={otherPage}
          >
            <span className="hidden sm:inline">
              <Trans>Next</Trans>
            </span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
