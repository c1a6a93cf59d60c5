import { useLingui } from '@lingui/react/macro';
import { RetryButton } from './retry-button';

type RowsChangedNoticeProps = {
  /** Rows were changed in place since the list was read (see changeRowInPlace). */
  changed: boolean;
  refreshing: boolean;
  onRefresh: () => void;
};

/**
 * Under an admin list whose rows were changed where they are: they may now belong elsewhere in the order or outside
 * the filters, which a refresh shows. It floats at the bottom of the window while the list is in view, and takes
 * no room above any row: showing up must not move the row the admin just clicked. Its live region is always
 * rendered, so the line is heard when it appears.
 */
export function RowsChangedNotice({ changed, refreshing, onRefresh }: RowsChangedNoticeProps) {
  const { t } = useLingui();
  return (
    <div
      className={
        changed
          ? 'sticky bottom-3 z-10 mx-3 my-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 shadow-lg dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100'
          : undefined
      }
    >
      <p role="status">
        {changed ? t`Changed rows stay where they are. The order and filters may no longer match them.` : ''}
      </p>
      {changed ? <RetryButton retrying={refreshing} onRetry={onRefresh} label={t`Refresh list`} /> : null}
    </div>
  );
}
