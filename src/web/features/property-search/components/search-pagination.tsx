import { PageButtons } from '#web/components/ui/page-buttons';
import { pageCount } from '#web/components/ui/page-numbers';

type SearchPaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
};

/** The page buttons under the results; nothing when everything fits on one page. */
export function SearchPagination({ page, pageSize, total, onPageChange }: SearchPaginationProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <div className="mt-8 flex justify-center">
      <PageButtons page={page} pages={pages} onPageChange={onPageChange} size="roomy" />
    </div>
  );
}
