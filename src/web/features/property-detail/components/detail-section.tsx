import { useId, type ReactNode } from 'react';

/** One titled part of the property page's main column (Key facts, Description, Amenities...). */
export function DetailSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-brand-100 pt-8 dark:border-stone-800">
      <h2 id={headingId} className="mb-5 text-xl font-semibold text-stone-900 dark:text-stone-50">
        {title}
      </h2>
      {children}
    </section>
  );
}
