import { Building2, CalendarCheck, FileText, House, Handshake, KeyRound } from 'lucide-react';
import { PageIntro } from '../../components/ui/page-intro';

const services = [
  {
    title: 'Buying a home',
    text: 'Compare flats, villas, independent houses and plots with full details, and shortlist the ones you like.',
    icon: House,
  },
  {
    title: 'Renting',
    text: 'Monthly and yearly rentals with the deposit, maintenance charges and move-in date stated up front.',
    icon: KeyRound,
  },
  {
    title: 'Commercial property',
    text: 'Shops, office spaces, showrooms, warehouses, buildings and commercial land for your business.',
    icon: Building2,
  },
  {
    title: 'Site visits',
    text: 'Book a visit for a date and time that suits you; our team confirms it and meets you there.',
    icon: CalendarCheck,
  },
  {
    title: 'Listing your property',
    text: 'Owners and builders can list with us; we help with photos, descriptions and the right price band.',
    icon: Handshake,
  },
  {
    title: 'Paperwork guidance',
    text: 'We point you to the documents to check, such as title, RERA registration and approvals, before you commit.',
    icon: FileText,
  },
];

export function ServicesPage() {
  return (
    <>
      <PageIntro
        eyebrow="What we offer"
        title="Our services"
        lead="From the first search to the site visit, HouseHunt helps you find, compare and secure the right property."
      />
      <div className="container-page py-12">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map(({ title, text, icon: Icon }) => (
            <li
              key={title}
              className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-amber-300">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h2 className="mt-4 text-lg font-semibold">{title}</h2>
              <p className="mt-2 text-sm leading-6 text-stone-600 dark:text-stone-300">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
