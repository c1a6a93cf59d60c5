import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';

type ComingSoonProps = { title: string; description: string; children?: ReactNode };

/** An honest placeholder for a page body that a later release builds; the page around it is real. */
export function ComingSoon({ title, description, children }: ComingSoonProps) {
  return (
    <section
      aria-label={title}
      className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-brand-200 bg-white/70 px-6 py-12 text-center dark:border-stone-700 dark:bg-stone-900/60"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-amber-300">
        <Construction className="size-7" aria-hidden="true" />
      </span>
      <div className="max-w-prose space-y-2">
        <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-50">{title}</h2>
        <p className="text-sm text-stone-600 dark:text-stone-300">{description}</p>
      </div>
      {children ? <div className="flex flex-wrap items-center justify-center gap-3">{children}</div> : null}
    </section>
  );
}
