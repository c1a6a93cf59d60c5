import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** Under the page heading: the way back to the listings, and what this screen is for. */
export function FormPageIntro({ subtitle }: { subtitle: string }) {
  return (
    <div className="flex items-center gap-3">
      <Link
        to="/admin/properties"
        aria-label="Back to properties"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800"
      >
        <ArrowLeft className="size-5" aria-hidden="true" />
      </Link>
      <p className="text-stone-600 dark:text-stone-300">{subtitle}</p>
    </div>
  );
}
