import { Compass } from 'lucide-react';

export function NavigationHelpBox({ onGoToNavigation }: { onGoToNavigation: () => void }) {
  return (
    <section
      aria-labelledby="navigation-help-heading"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-4 dark:border-stone-700 dark:bg-stone-800/60"
    >
      <div className="flex items-center gap-2">
        <Compass className="size-4 text-brand-600 dark:text-amber-400" aria-hidden="true" />
        <h2 id="navigation-help-heading" className="text-sm font-semibold text-stone-900 dark:text-stone-100">
          Need Navigation?
        </h2>
      </div>
      <p className="mt-1.5 text-xs leading-5 text-stone-600 dark:text-stone-300">
        Jump to the menu and use Tab to move between the portal&apos;s sections.
      </p>
      <button
        type="button"
        onClick={onGoToNavigation}
        className="mt-3 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline dark:text-amber-300 dark:hover:text-amber-200"
      >
        Go to Navigation →
      </button>
    </section>
  );
}
