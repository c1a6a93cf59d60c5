import type { ReactNode } from 'react';

type PageIntroProps = { eyebrow?: string; title: string; lead?: string; children?: ReactNode };

/** The heading band at the top of a public page. */
export function PageIntro({ eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white dark:border-stone-800 dark:from-stone-900 dark:to-stone-950">
      <div className="container-page py-12 sm:py-16">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-amber-400">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl dark:text-stone-50">
          {title}
        </h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-stone-600 dark:text-stone-300">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
