import type { ReactNode } from 'react';

type PageIntroProps = {
  eyebrow?: string;
  title: string;
  lead?: string;
  /**
   * On a phone, only the title and what it holds (a search box), in a narrow band: for pages whose content is
   * what the visitor came for (results), not an introduction to read first.
   */
  compactOnPhones?: boolean;
  children?: ReactNode;
};

/** The heading band at the top of a public page. */
export function PageIntro({ eyebrow, title, lead, compactOnPhones = false, children }: PageIntroProps) {
  const besideTitle = compactOnPhones ? 'max-sm:hidden' : '';
  return (
    <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white dark:border-stone-800 dark:from-stone-900 dark:to-stone-950">
      <div className={`container-page sm:py-16 ${compactOnPhones ? 'py-3' : 'py-12'}`}>
        {eyebrow ? (
          <p
            className={`text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-amber-400 ${besideTitle}`}
          >
            {eyebrow}
          </p>
        ) : null}
        <h1
          className={`font-bold tracking-tight text-stone-900 sm:mt-2 sm:text-4xl dark:text-stone-50 ${
            compactOnPhones ? 'text-xl' : 'mt-2 text-3xl'
          }`}
        >
          {title}
        </h1>
        {lead ? (
          <p className={`mt-4 max-w-2xl text-lg text-stone-600 dark:text-stone-300 ${besideTitle}`}>{lead}</p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
