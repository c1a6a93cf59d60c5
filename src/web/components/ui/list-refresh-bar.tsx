import { useLingui } from '@lingui/react/macro';

/** A thin sliding bar along the top of a list's card while a newer page loads behind the rows on screen. */
export function ListRefreshBar() {
  const { t } = useLingui();
  return (
    <div
      role="progressbar"
      aria-label={t`Updating the list`}
      className="absolute inset-x-0 top-0 h-0.5 overflow-hidden bg-brand-100 dark:bg-stone-800"
    >
      <div className="h-full w-1/3 animate-progress-slide bg-gradient-to-r from-brand-500 to-amber-500 motion-reduce:animate-none" />
    </div>
  );
}
