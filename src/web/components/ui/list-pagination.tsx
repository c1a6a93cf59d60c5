import { useLingui } from '@lingui/react/macro';
import { PageButtons } from './page-buttons';
import { PAGE_SIZES, pageCount, shownRange, type PageSize } from './page-numbers';
import { ToolbarSelect } from './toolbar-select';

export type ListPaginationProps = {
  page: number;
  pageSize: PageSize;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
};

/** "Showing 1–20 of 44", rows per page, and the page buttons under an admin list. */
export function ListPagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
}: ListPaginationProps) {
  const { t } = useLingui();
  const pages = pageCount(total, pageSize);
  const { from, to } = shownRange(page, pageSize, total);

  return (
    <div className="flex flex-col gap-3 border-t border-brand-100 p-4 lg:flex-row lg:items-center lg:justify-between dark:border-stone-800">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <p role="status" className="text-sm text-stone-600 dark:text-stone-300">
          {t`Showing ${from}–${to} of ${total}`}
        </p>
        <ToolbarSelect
          label={t`Rows per page`}
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
      {pages > 1 ? <PageButtons page={page} pages={pages} onPageChange={onPageChange} /> : null}
    </div>
  );
}
