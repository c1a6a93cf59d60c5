import { Trans, useLingui } from '@lingui/react/macro';
import { PageIntro } from '#web/components/ui/page-intro';
import { ContactForm } from '#web/features/enquiries/components/contact-form';
import { SiteContactDetails } from '#web/features/site/components/site-contact-details';

export function ContactPage() {
  const { t } = useLingui();
  return (
    <>
      <PageIntro
        eyebrow={t`We are here to help`}
        title={t`Contact us`}
        lead={t`Questions about a listing, a visit or building a villa? Call, write or drop by our office.`}
      />
      <div className="container-page grid gap-8 py-12 lg:grid-cols-[1fr_2fr] lg:items-start">
        <section
          aria-labelledby="contact-details-heading"
          className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900"
        >
          <h2 id="contact-details-heading" className="mb-4 text-lg font-semibold">
            <Trans>Reach HouseHunt</Trans>
          </h2>
          <SiteContactDetails />
        </section>
        <ContactForm />
      </div>
    </>
  );
}
