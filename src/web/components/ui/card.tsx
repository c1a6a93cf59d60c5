import { useId, type ReactNode } from 'react';

type CardProps = {
  /** The card's heading (h2), which also names it. */
  title: string;
  /** A line or two under the heading saying what the card is for. */
  description?: ReactNode;
  /** Where the card sits on its page (margins, width). */
  className?: string;
  children: ReactNode;
};

/** The titled white card pages are built of: settings, the property form, a policy's contact card. */
export function Card({ title, description, className = '', children }: CardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-800 dark:bg-stone-900 ${className}`}
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900 dark:text-stone-50">
        {title}
      </h2>
      {description ? (
        <div className="mt-1 text-sm text-stone-600 dark:text-stone-300">{description}</div>
      ) : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
