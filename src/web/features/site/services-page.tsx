import {
  ArrowRight,
  Building2,
  CalendarCheck,
  FileText,
  Handshake,
  House,
  KeyRound,
  Ruler,
  type LucideIcon,
} from 'lucide-react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ButtonLink } from '#web/components/ui/button-link';
import { PageIntro } from '#web/components/ui/page-intro';

type Service = {
  title: MessageDescriptor;
  text: MessageDescriptor;
  icon: LucideIcon;
  link: { to: string; label: MessageDescriptor };
};

const services: Service[] = [
  {
    title: msg`Buying a home`,
    text: msg`Compare flats, villas, independent houses and plots side by side, with carpet area, price per carpet sq.ft, undivided share, facing and Vastu wherever they apply, and shortlist the ones worth a visit.`,
    icon: House,
    link: { to: '/properties?status=sale&category=residential', label: msg`Homes for sale` },
  },
  {
    title: msg`Renting`,
    text: msg`Monthly and yearly rentals with the security deposit, maintenance charges, furnishing and move-in date stated up front, so there are no surprises at the agreement.`,
    icon: KeyRound,
    link: { to: '/properties?status=rent&category=residential', label: msg`Homes for rent` },
  },
  {
    title: msg`Commercial property`,
    text: msg`Shops, office spaces, showrooms, warehouses, whole buildings and commercial land, with frontage, cabins, workstations and parking listed for your business.`,
    icon: Building2,
    link: { to: '/properties?category=commercial', label: msg`Commercial listings` },
  },
  {
    title: msg`Site visits`,
    text: msg`Pick a date and a time slot on any listing. The owner, the agent or our team confirms the visit and arranges access.`,
    icon: CalendarCheck,
    link: { to: '/properties', label: msg`Find a property to visit` },
  },
  {
    title: msg`Selling or letting your property`,
    text: msg`Owners and agents post their property themselves, free, and our team reviews it before it goes live. You answer the visits and enquiries it brings from My HouseHunt.`,
    icon: Handshake,
    link: { to: '/post-property', label: msg`List your property` },
  },
  {
    title: msg`Legal and paperwork checks`,
    text: msg`Before you pay a token amount, we walk you through what to verify: title deed, encumbrance certificate, approvals, occupancy certificate and RERA registration.`,
    icon: FileText,
    link: { to: '/contact-us', label: msg`Ask about the paperwork` },
  },
  {
    title: msg`Villas on demand`,
    text: msg`Own a plot? Our architects and builders design a Vastu-friendly villa for it, handle the approvals and build it to a fixed, itemised price.`,
    icon: Ruler,
    link: { to: '/villas-on-demand', label: msg`How villa construction works` },
  },
];

const visitSteps = [
  msg`Shortlist the properties you like and book a visit on each listing, choosing a date and time slot.`,
  msg`Someone from our team calls you to confirm the visit and arranges access with the owner or tenant.`,
  msg`We meet you at the property, answer your questions and help you compare it with the others you saw.`,
  msg`When you are ready, we help you check the papers and put you in touch with the owner to agree terms.`,
];

export function ServicesPage() {
  const { t } = useLingui();
  return (
    <>
      <PageIntro
        eyebrow={t`What we offer`}
        title={t`Our services`}
        lead={t`From the first search to the keys in your hand, HouseHunt helps you find, visit, check and secure the right property, and builds it for you if it does not exist yet.`}
      />
      <div className="container-page space-y-14 py-12">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map(({ title, text, icon: Icon, link }) => (
            <li
              key={link.to}
              className="flex flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-amber-300">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h2 className="mt-4 text-lg font-semibold">{t(title)}</h2>
              <p className="mt-2 flex-1 text-sm leading-6 text-stone-600 dark:text-stone-300">{t(text)}</p>
              <Link
                to={link.to}
                className="mt-4 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-700 hover:underline dark:text-amber-300"
              >
                {t(link.label)}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>

        <section aria-labelledby="visit-steps-heading" className="max-w-3xl">
          <h2 id="visit-steps-heading" className="text-2xl font-bold tracking-tight">
            <Trans>How a visit works</Trans>
          </h2>
          <ol className="mt-6 space-y-4">
            {visitSteps.map((step, index) => (
              <li key={step.id} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white dark:bg-amber-500 dark:text-stone-950"
                >
                  {index + 1}
                </span>
                <p className="pt-1 leading-7 text-stone-700 dark:text-stone-300">{t(step)}</p>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-sm leading-6 text-stone-600 dark:text-stone-300">
            <Trans>Searching, shortlisting and visits are free for house hunters.</Trans>
          </p>
        </section>

        <section
          aria-labelledby="services-help-heading"
          className="rounded-2xl bg-brand-900 px-6 py-8 text-white sm:px-10 dark:bg-stone-900"
        >
          <h2 id="services-help-heading" className="text-xl font-bold">
            <Trans>Not sure where to start?</Trans>
          </h2>
          <p className="mt-2 max-w-2xl text-brand-100 dark:text-stone-300">
            <Trans>
              Tell us the city, your budget and what you need, and our team will suggest listings worth a
              visit.
            </Trans>
          </p>
          <ButtonLink to="/contact-us" variant="secondary" className="mt-6">
            <Trans>Talk to our team</Trans>
          </ButtonLink>
        </section>
      </div>
    </>
  );
}
