import type { ReactNode } from 'react';

/** Readable long-form text (policies, about) without pulling in a typography plugin. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="max-w-3xl space-y-4 text-base leading-7 text-stone-700 dark:text-stone-300 [&_a]:font-medium [&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_code]:text-[0.9em] dark:[&_code]:bg-stone-800 [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-amber-300 [&_h2]:pt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-stone-900 dark:[&_h2]:text-stone-50 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
      {children}
    </div>
  );
}
