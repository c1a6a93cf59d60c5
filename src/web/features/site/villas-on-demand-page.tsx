import { ComingSoon } from '../../components/ui/coming-soon';
import { PageIntro } from '../../components/ui/page-intro';

const steps = [
  {
    title: 'Tell us about your plot',
    text: 'Share the location, size and facing of your land, and your budget.',
  },
  {
    title: 'Choose a design',
    text: 'Work with our architects on a Vastu-friendly plan that fits your family.',
  },
  {
    title: 'Approvals and estimate',
    text: 'We help with building approvals and give you a clear, itemised estimate.',
  },
  { title: 'Construction and handover', text: 'Track progress at each stage until we hand over the keys.' },
];

export function VillasOnDemandPage() {
  return (
    <>
      <PageIntro
        eyebrow="Design and build"
        title="Villas on demand"
        lead="Own a plot? We design and build a villa on it, from the first sketch to the housewarming."
      />
      <div className="container-page space-y-12 py-12">
        <section aria-labelledby="villa-steps-heading">
          <h2 id="villa-steps-heading" className="text-2xl font-bold tracking-tight">
            How it works
          </h2>
          <ol className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li
                key={step.title}
                className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900"
              >
                <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white dark:bg-amber-500 dark:text-stone-950">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm leading-6 text-stone-600 dark:text-stone-300">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <ComingSoon
          title="Construction enquiries open soon"
          description="You will be able to send us your plot details here and our team will call you back."
        />
      </div>
    </>
  );
}
