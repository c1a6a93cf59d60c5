import { Search } from 'lucide-react';

/** The portal-wide search box. It only widens on focus for now; results arrive with the search feature. */
export function HeaderSearch() {
  return (
    <div role="search" className="relative hidden md:block">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
        aria-hidden="true"
      />
      <input
        type="search"
        aria-label="Search properties, bookings, clients"
        placeholder="Search properties, bookings, clients..."
        className="h-10 w-72 rounded-full border border-brand-100 bg-stone-50 pr-3 pl-9 text-sm text-stone-900 transition-[width] duration-300 placeholder:text-stone-500 focus:w-80 focus:border-brand-400 focus:bg-white focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 motion-reduce:transition-none dark:border-stone-700 dark:bg-stone-800 dark:text-stone-100 dark:placeholder:text-stone-400 dark:focus:bg-stone-900 dark:focus:outline-amber-400"
      />
    </div>
  );
}
