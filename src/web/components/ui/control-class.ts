/**
 * The look of a text box or a select. Apart from the form fields (form-fields.tsx), which bring react-hook-form:
 * a control outside a form, such as the listing page's EMI calculator, needs only this.
 */
export const controlClass =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-500/30 dark:border-stone-700 dark:bg-stone-950 dark:text-stone-100 dark:placeholder:text-stone-400 dark:focus:border-amber-400 dark:focus:ring-amber-400/30 dark:disabled:bg-stone-800 dark:aria-[invalid=true]:border-red-400';
