import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Check } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

const promises: MessageDescriptor[] = [
  msg`A Vastu-friendly plan drawn around your plot and your family`,
  msg`Help with building approvals and an itemised estimate before work starts`,
  msg`Progress you can follow at every stage, until we hand over the keys`,
];

/** Invites plot owners to have HouseHunt build their villa (the villas on demand service). */
export function VillasOnDemandInvite() {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="container-page py-10 sm:py-14">
      <div className="grid items-center gap-8 rounded-3xl bg-brand-900 px-6 py-10 text-brand-100 shadow-xl sm:px-10 lg:grid-cols-[minmax(0,1fr)_auto] lg:px-14 dark:border dark:border-stone-800 dark:bg-stone-900 dark:text-stone-300">
        <div>
          <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">
            <Trans>Villas on demand</Trans>
          </p>
          <h2 id={headingId} className="mt-2 text-2xl font-bold tracking-tight text-white sm:text-3xl">
            <Trans>Own a plot? We will build your villa on it.</Trans>
          </h2>
          <p className="mt-3 max-w-2xl text-brand-100 dark:text-stone-300">
            <Trans>
              One HouseHunt team takes your villa from the first sketch to the housewarming: design,
              approvals, construction and handover.
            </Trans>
          </p>
          <ul className="mt-5 space-y-2">
            {promises.map((promise) => (
              <li key={promise.id} className="flex gap-2.5 text-sm">
                <Check className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden="true" />
                {t(promise)}
              </li>
            ))}
          </ul>
        </div>
        <Link
          to="/villas-on-demand"
          className="inline-flex items-center justify-center gap-2 justify-self-start rounded-full bg-amber-400 px-6 py-3 text-sm font-semibold text-stone-950 shadow-sm transition-colors hover:bg-amber-300 lg:justify-self-end"
        >
          <Trans>Plan my villa</Trans>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
