import { useId, type ReactNode } from 'react';

/** One titled card of the settings, profile and account pages. */
export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-800 dark:bg-stone-900"
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

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800';

/** A refusal with no field to point at, said above the form's button. */
export function FormProblem({ message }: { message: string | undefined }) {
  return (
    <p role="alert" className="text-sm text-red-700 empty:sr-only dark:text-red-400">
      {message}
    </p>
  );
}
