import { House, SearchX } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/button-link';
import { DocumentTitle } from '#web/components/ui/document-title';

/** There is no listing at this address (any more): say why that may be and where to go instead. */
export function PropertyNotFound() {
  return (
    <div className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <DocumentTitle title="Property not found | HouseHunt" />
      <SearchX className="size-14 text-brand-500 dark:text-amber-400" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Property not found</h1>
      <p className="mt-4 max-w-md text-stone-600 dark:text-stone-300">
        This property may have been sold, rented or removed, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <ButtonLink to="/properties">Browse all properties</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          <House className="size-4" aria-hidden="true" />
          Go home
        </ButtonLink>
      </div>
    </div>
  );
}
