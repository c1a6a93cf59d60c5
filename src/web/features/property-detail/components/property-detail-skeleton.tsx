import { Trans } from '@lingui/react/macro';

const block = 'rounded-lg bg-stone-200 dark:bg-stone-800';

/** The property page's shape while the listing loads, so the page does not jump when it arrives. */
export function PropertyDetailSkeleton() {
  return (
    <div role="status" className="container-page py-8 lg:py-10">
      <p className="sr-only">
        <Trans>Loading property...</Trans>
      </p>
      <div aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
        <div className={`${block} mb-6 h-5 w-28`} />
        <div className="space-y-3">
          <div className={`${block} h-6 w-48 rounded-full`} />
          <div className={`${block} h-9 w-full max-w-xl`} />
          <div className={`${block} h-5 w-64`} />
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-8">
            <div className={`${block} aspect-[4/3] rounded-2xl sm:aspect-[3/2]`} />
            <div className="grid grid-cols-2 gap-6 sm:grid-cols-3">
              {Array.from({ length: 6 }, (_, index) => (
                <div key={index} className="space-y-2">
                  <div className={`${block} h-4 w-24`} />
                  <div className={`${block} h-5 w-16`} />
                </div>
              ))}
            </div>
          </div>
          <div className={`${block} h-56 rounded-2xl`} />
        </div>
      </div>
    </div>
  );
}
