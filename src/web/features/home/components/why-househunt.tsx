import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck, Compass, IndianRupee, UsersRound } from 'lucide-react';
import { useId } from 'react';

const reasons = [
  {
    title: msg`Reviewed before it is shown`,
    text: msg`Owners and agents post their homes here, and our team reviews each one before it goes live, with its full address and PIN code.`,
    icon: UsersRound,
  },
  {
    title: msg`The whole price, upfront`,
    text: msg`Prices in lakh and crore, with rent, security deposit and maintenance on the page, so the visit holds no surprises.`,
    icon: IndianRupee,
  },
  {
    title: msg`The details that matter here`,
    text: msg`Facing, Vastu, RERA approval, carpet area and undivided share, wherever they apply to the property.`,
    icon: Compass,
  },
  {
    title: msg`Visits on your schedule`,
    text: msg`Pick a date and a time slot for a site visit, and the owner, the agent or our team confirms it with you.`,
    icon: CalendarCheck,
  },
];

export function WhyHouseHunt() {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="border-t border-brand-100 bg-white dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="container-page py-12 sm:py-14">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          <Trans>Why house hunters choose HouseHunt</Trans>
        </h2>
        <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map(({ title, text, icon: Icon }) => (
            <li key={title.id} className="flex gap-4">
              <Icon className="mt-1 size-6 shrink-0 text-brand-600 dark:text-amber-400" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{t(title)}</h3>
                <p className="mt-1 text-sm leading-6 text-stone-600 dark:text-stone-400">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
