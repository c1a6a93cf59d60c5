import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

type HomeSectionProps = {
  title: string;
  lead?: string;
  /** A link to the whole list the section samples, e.g. every featured listing on /properties. */
  action?: { to: string; label: string };
  children: ReactNode;
};

/** One band of the home page: its heading, a line on what it holds, a link to see more, and the content. */
export function HomeSection({ title, lead, action, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="container-page py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <h2
            id={headingId}
            className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl dark:text-stone-50"
          >
            {title}
          </h2>
          {lead ? <p className="mt-2 max-w-2xl text-stone-600 dark:text-stone-300">{lead}</p> : null}
        </div>
        {action ? (
          <Link
            to={action.to}
            className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline dark:text-amber-300 dark:hover:text-amber-200"
          >
            {action.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
