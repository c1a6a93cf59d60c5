import { ArrowRight, Check } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

const promises = [
  'A Vastu-friendly plan drawn around your plot and your family',
  'Help with building approvals and an itemised estimate before work starts',
  'Progress you can follow at every stage, until we hand over the keys',
];

/** Invites plot owners to have HouseHunt build their villa (the villas on demand service). */
export function VillasOnDemandInvite() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="container-page py-10 sm:py-14">
      <div className="grid items-center gap-8 rounded-3xl bg-brand-900 px-6 py-10 text-brand-100 shadow-xl sm:px-10 lg:grid-cols-[minmax(0,1fr)_auto] lg:px-14 dark:border dark:border-stone-800 dark:bg-stone-900 dark:text-stone-300">
        <div>
          <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">Villas on demand</p>
          <h2 id={headingId} className="mt-2 text-2xl font-bold tracking-tight text-white sm:text-3xl">
            Own a plot? We will build your villa on it.
          </h2>
          <p className="mt-3 max-w-2xl text-brand-100 dark:text-stone-300">
            One HouseHunt team takes your villa from the first sketch to the housewarming: design, approvals,
            construction and handover.
          </p>
          <ul className="mt-5 space-y-2">
            {promises.map((promise) => (
              <li key={promise} className="flex gap-2.5 text-sm">
                <Check className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden="true" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <Link
          to="/villas-on-demand"
          className="inline-flex items-center justify-center gap-2 justify-self-start rounded-full bg-amber-400 px-6 py-3 text-sm font-semibold text-stone-950 shadow-sm transition-colors hover:bg-amber-300 lg:justify-self-end"
        >
          Plan my villa
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
