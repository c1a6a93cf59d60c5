import { CalendarCheck, Compass, IndianRupee, UsersRound } from 'lucide-react';
import { useId } from 'react';

const reasons = [
  {
    title: 'Listed by our own team',
    text: 'Every property on HouseHunt is put up by our staff, with its full address and PIN code.',
    icon: UsersRound,
  },
  {
    title: 'The whole price, upfront',
    text: 'Prices in lakh and crore, with rent, security deposit and maintenance on the page, so the visit holds no surprises.',
    icon: IndianRupee,
  },
  {
    title: 'The details that matter here',
    text: 'Facing, Vastu, RERA approval, carpet area and undivided share, wherever they apply to the property.',
    icon: Compass,
  },
  {
    title: 'Visits on your schedule',
    text: 'Pick a date and a time slot for a site visit, and our team confirms it with you.',
    icon: CalendarCheck,
  },
];

export function WhyHouseHunt() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="border-t border-brand-100 bg-white dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="container-page py-12 sm:py-14">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          Why house hunters choose HouseHunt
        </h2>
        <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex gap-4">
              <Icon className="mt-1 size-6 shrink-0 text-brand-600 dark:text-amber-400" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm leading-6 text-stone-600 dark:text-stone-400">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
