import type { ReactNode } from 'react';

type DashboardCardProps = {
  /** Unique on the page: it names the section for assistive technology. */
  id: string;
  title: string;
  /** One line under the title saying what the figures cover. */
  description?: string;
  className?: string;
  children: ReactNode;
};

/** A titled panel of the dashboard. */
export function DashboardCard({ id, title, description, className = '', children }: DashboardCardProps) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`rounded-2xl border border-brand-100 bg-white p-5 shadow-sm dark:border-stone-800 dark:bg-stone-900 ${className}`}
    >
      <h2 id={`${id}-heading`} className="text-base font-semibold text-stone-900 dark:text-stone-50">
        {title}
      </h2>
      {description ? (
        <p className="mt-0.5 text-sm text-stone-600 dark:text-stone-400">{description}</p>
      ) : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
