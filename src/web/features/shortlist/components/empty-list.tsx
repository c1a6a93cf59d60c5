import type { LucideIcon } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';

type EmptyListProps = { icon: LucideIcon; title: string; children: string };

/** What an empty section says, with the way to fill it: the property search. */
export function EmptyList({ icon: Icon, title, children }: EmptyListProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 px-6 py-12 text-center dark:border-stone-700">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-amber-300">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold text-stone-900 dark:text-stone-50">{title}</p>
      <p className="max-w-md text-stone-600 dark:text-stone-300">{children}</p>
      <ButtonLink to="/properties" className="mt-2">
        Browse properties
      </ButtonLink>
    </div>
  );
}
