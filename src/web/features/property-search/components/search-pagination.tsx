import { PageButtons } from '#web/components/ui/page-buttons';
import { pageCount } from '#web/components/ui/page-numbers';

type SearchPaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  totalIsCapped: boolean;
  onPageChange: (page: number) => void;
};

/**
 * The pages known to hold results. With the count capped more than `total` match, so the page holding result
 * total + 1 exists; the pages after it are unknown until the visitor gets there (the count then reaches further).
 */
export function knownPages(total: number, pageSize: number, totalIsCapped: boolean): number {
  return totalIsCapped ? Math.floor(total / pageSize) + 1 : pageCount(total, pageSize);
}

/**
 * The page buttons under the results; nothing when everything fits on one page. Past a capped count the last
 * number offered is the last page known to exist, followed by a gap: there are more, and Next reaches them.
 */
export function SearchPagination({
  page,
  pageSize,
  total,
  totalIsCapped,
  onPageChange,
}: SearchPaginationProps) {
  const pages = knownPages(total, pageSize, totalIsCapped);
  if (pages <= 1) return null;
  return (
    <div className="mt-8 flex justify-center">
      <PageButtons page={page} pages={pages} more={totalIsCapped} onPageChange={onPageChange} size="roomy" />
    </div>
  );
}
