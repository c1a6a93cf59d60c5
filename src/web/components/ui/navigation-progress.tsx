import { useLingui } from '@lingui/react/macro';
import { useNavigation } from 'react-router';

/** A thin bar along the top while the next page's code loads; routes keep showing the old page meanwhile. */
export function NavigationProgress() {
  const { t } = useLingui();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t`Loading page`}
      className="fixed inset-x-0 top-0 z-[60] h-1 animate-delayed-appear overflow-hidden bg-brand-100 dark:bg-stone-800"
    >
      <div className="h-full w-1/3 animate-progress-slide rounded-full bg-gradient-to-r from-brand-500 to-amber-500 motion-reduce:animate-none" />
    </div>
  );
}
