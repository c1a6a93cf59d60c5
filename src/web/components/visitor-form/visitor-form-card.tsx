import { useId, type ReactNode } from 'react';

type VisitorFormCardProps = {
  /** The card's anchor, for links that lead to the form. */
  id?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
};

/** The card around a visitor form (or the confirmation that replaces it), titled for assistive technology. */
export function VisitorFormCard({ id, title, intro, children }: VisitorFormCardProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="relative scroll-mt-24 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id={headingId} className="text-xl font-semibold text-stone-900 dark:text-stone-50">
        {title}
      </h2>
      {intro ? (
        <div className="mt-2 text-sm leading-6 text-stone-600 dark:text-stone-300">{intro}</div>
      ) : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
