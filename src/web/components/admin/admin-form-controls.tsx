/** What the admin's own forms share: the two button looks and a refusal that names no field. */
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
