import { useId } from 'react';
import { SiteContactDetails } from './site-contact-details';

/** Closes a policy page with whom to ask about it: the contact details from the site settings. */
export function PolicyContactCard({ heading, text }: { heading: string; text: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-12 max-w-3xl rounded-2xl border border-brand-100 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900 dark:text-stone-50">
        {heading}
      </h2>
      <p className="mt-2 mb-4 text-sm leading-6 text-stone-600 dark:text-stone-300">{text}</p>
      <SiteContactDetails />
    </section>
  );
}
