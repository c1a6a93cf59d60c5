import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { PageIntro } from '#web/components/ui/page-intro';
import { ConstructionEnquiryForm } from '#web/features/enquiries/components/construction-enquiry-form';

const steps = [
  {
    title: msg`Tell us about your plot`,
    text: msg`Share the location, size and facing of your land, and your budget. An architect calls you back to talk it through.`,
  },
  {
    title: msg`Choose a design`,
    text: msg`Work with our architects on a Vastu-friendly plan that fits your family, your plot and the local building rules.`,
  },
  {
    title: msg`Approvals and estimate`,
    text: msg`We prepare the drawings for building approval and give you an itemised, fixed-price estimate before any work starts.`,
  },
  {
    title: msg`Construction and handover`,
    text: msg`Track every stage with photos and site visits, pay stage by stage, and receive the keys with all documents in order.`,
  },
];

const inclusions = [
  msg`Architectural, structural and electrical drawings by licensed professionals`,
  msg`Floor plans laid out to Vastu principles, if you want them`,
  msg`Help with building plan approval from your municipal or development authority`,
  msg`A fixed-price contract with an itemised bill of quantities: no surprise extras`,
  msg`Branded cement, steel, wiring and fittings, named in the contract`,
  msg`Payments linked to finished stages (foundation, slab, brickwork, finishing)`,
  msg`A site engineer on every project and weekly photo updates`,
  msg`Handover with as-built drawings, warranties and utility connections`,
];

const goodToKnow = [
  {
    question: msg`Where do you build?`,
    answer: msg`On residential plots in and around the cities HouseHunt lists in. Tell us where yours is and we will say whether our team can take it on.`,
  },
  {
    question: msg`How long does a villa take?`,
    answer: msg`Design and approvals usually take two to four months; construction of a typical two-storey villa takes nine to fourteen months.`,
  },
  {
    question: msg`Does the budget include the land?`,
    answer: msg`No. The budget you choose is for designing and building the house on land you already own or are buying.`,
  },
];

export function VillasOnDemandPage() {
  const { t } = useLingui();
  return (
    <>
      <PageIntro
        eyebrow={t`Design and build`}
        title={t`Villas on demand`}
        lead={t`Own a plot? We design and build a villa on it, from the first sketch to the housewarming: one team, one contract and a fixed price.`}
      >
        <a
          href="#plan-your-villa"
          className="mt-6 inline-flex items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
        >
          <Trans>Plan your villa</Trans>
        </a>
      </PageIntro>
      <div className="container-page space-y-12 py-12">
        <section aria-labelledby="villa-steps-heading">
          <h2 id="villa-steps-heading" className="text-2xl font-bold tracking-tight">
            <Trans>How it works</Trans>
          </h2>
          <ol className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li
                key={step.title.id}
                className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900"
              >
                <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white dark:bg-amber-500 dark:text-stone-950">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold">{t(step.title)}</h3>
                <p className="mt-2 text-sm leading-6 text-stone-600 dark:text-stone-300">{t(step.text)}</p>
              </li>
            ))}
          </ol>
        </section>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_30rem] lg:items-start">
          <div className="space-y-10">
            <section aria-labelledby="villa-inclusions-heading">
              <h2 id="villa-inclusions-heading" className="text-2xl font-bold tracking-tight">
                <Trans>What is included</Trans>
              </h2>
              <ul className="mt-5 space-y-3">
                {inclusions.map((item) => (
                  <li key={item.id} className="flex items-start gap-3 text-stone-700 dark:text-stone-200">
                    <CircleCheck
                      className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-amber-400"
                      aria-hidden="true"
                    />
                    <span>{t(item)}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="villa-questions-heading">
              <h2 id="villa-questions-heading" className="text-2xl font-bold tracking-tight">
                <Trans>Good to know</Trans>
              </h2>
              <dl className="mt-5 space-y-5">
                {goodToKnow.map((item) => (
                  <div key={item.question.id}>
                    <dt className="font-semibold text-stone-900 dark:text-stone-50">{t(item.question)}</dt>
                    <dd className="mt-1 text-sm leading-6 text-stone-600 dark:text-stone-300">
                      {t(item.answer)}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          </div>
          <ConstructionEnquiryForm />
        </div>
      </div>
    </>
  );
}
