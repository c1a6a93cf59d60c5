import {
  ArrowRight,
  BadgeCheck,
  Building,
  CalendarCheck,
  House,
  KeyRound,
  LandPlot,
  Store,
} from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';
import { ComingSoon } from '../../components/ui/coming-soon';

const categories = [
  { title: 'Buy a home', text: 'Flats, villas and independent houses for sale.', icon: House },
  { title: 'Rent a home', text: 'Monthly and yearly rentals, furnished or not.', icon: KeyRound },
  { title: 'Plots & farmland', text: 'Clear-title plots and farmland to build on.', icon: LandPlot },
  { title: 'Commercial spaces', text: 'Shops, offices, showrooms and warehouses.', icon: Store },
];

const reasons = [
  {
    title: 'Listings checked by our team',
    text: 'Every property is reviewed by HouseHunt staff before it goes live.',
    icon: BadgeCheck,
  },
  {
    title: 'Visits on your schedule',
    text: 'Pick a date and time for a site visit; we confirm it with the owner.',
    icon: CalendarCheck,
  },
  {
    title: 'Homes and businesses',
    text: 'Residential and commercial property, for sale and for rent, in one place.',
    icon: Building,
  },
];

export function HomePage() {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-amber-50 dark:from-stone-900 dark:via-stone-950 dark:to-brand-950">
        <div className="container-page grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-amber-400">
              Homes across India
            </p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-stone-900 sm:text-5xl dark:text-stone-50">
              Find your next home in India
            </h1>
            <p className="mt-5 max-w-xl text-lg text-stone-600 dark:text-stone-300">
              Search flats, villas, plots and commercial spaces for sale or rent, compare prices in rupees,
              and book a visit when one feels right.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/properties">
                Browse properties
                <ArrowRight className="size-4" aria-hidden="true" />
              </ButtonLink>
              <ButtonLink to="/villas-on-demand" variant="secondary">
                Build a villa with us
              </ButtonLink>
            </div>
          </div>
          <HeroIllustration />
        </div>
      </section>

      <section aria-labelledby="categories-heading" className="container-page py-14">
        <h2 id="categories-heading" className="text-2xl font-bold tracking-tight">
          What are you looking for?
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {categories.map(({ title, text, icon: Icon }) => (
            <li key={title}>
              <Link
                to="/properties"
                className="group flex h-full flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md dark:border-stone-800 dark:bg-stone-900 dark:hover:border-stone-600"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-amber-300">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="font-semibold text-stone-900 group-hover:text-brand-800 dark:text-stone-50 dark:group-hover:text-amber-200">
                  {title}
                </span>
                <span className="text-sm text-stone-600 dark:text-stone-400">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="featured-heading" className="container-page pb-14">
        <h2 id="featured-heading" className="mb-6 text-2xl font-bold tracking-tight">
          Featured properties
        </h2>
        <ComingSoon
          title="Featured listings are on their way"
          description="Hand-picked homes and commercial spaces will appear here as our team publishes them."
        />
      </section>

      <section
        aria-labelledby="why-heading"
        className="border-t border-brand-100 bg-white dark:border-stone-800 dark:bg-stone-900"
      >
        <div className="container-page py-14">
          <h2 id="why-heading" className="text-2xl font-bold tracking-tight">
            Why house hunters choose HouseHunt
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {reasons.map(({ title, text, icon: Icon }) => (
              <li key={title} className="flex gap-4">
                <Icon
                  className="mt-1 size-6 shrink-0 text-brand-600 dark:text-amber-400"
                  aria-hidden="true"
                />
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

/** A decorative skyline in brand colours; purely visual. */
function HeroIllustration() {
  return (
    <div aria-hidden="true" className="hidden justify-center lg:flex">
      <svg viewBox="0 0 420 300" className="w-full max-w-md drop-shadow-xl">
        <rect x="10" y="20" width="400" height="270" rx="28" className="fill-white dark:fill-stone-900" />
        <circle cx="340" cy="80" r="26" className="fill-amber-300 dark:fill-amber-400" />
        <rect x="50" y="120" width="70" height="140" rx="6" className="fill-brand-200 dark:fill-stone-700" />
        <rect x="135" y="80" width="90" height="180" rx="6" className="fill-brand-500 dark:fill-brand-600" />
        <rect
          x="240"
          y="150"
          width="120"
          height="110"
          rx="6"
          className="fill-brand-300 dark:fill-stone-600"
        />
        <path d="M230 155 300 105l70 50Z" className="fill-brand-700 dark:fill-amber-500" />
        <g className="fill-white/80 dark:fill-stone-900/70">
          <rect x="150" y="100" width="22" height="22" rx="3" />
          <rect x="188" y="100" width="22" height="22" rx="3" />
          <rect x="150" y="140" width="22" height="22" rx="3" />
          <rect x="188" y="140" width="22" height="22" rx="3" />
          <rect x="150" y="180" width="22" height="22" rx="3" />
          <rect x="188" y="180" width="22" height="22" rx="3" />
          <rect x="64" y="140" width="18" height="18" rx="3" />
          <rect x="88" y="140" width="18" height="18" rx="3" />
          <rect x="64" y="175" width="18" height="18" rx="3" />
          <rect x="88" y="175" width="18" height="18" rx="3" />
          <rect x="260" y="180" width="28" height="26" rx="3" />
          <rect x="312" y="180" width="28" height="26" rx="3" />
        </g>
        <rect x="286" y="215" width="28" height="45" rx="3" className="fill-brand-800 dark:fill-stone-950" />
        <rect x="30" y="258" width="360" height="8" rx="4" className="fill-brand-100 dark:fill-stone-700" />
      </svg>
    </div>
  );
}
