import { PropertySearchPage } from '#web/features/property-search/property-search-page';
import { SaveSearchButton } from '#web/features/saved-searches/components/save-search-button';

/** /properties: the search, and saving it for alerts. */
export function PropertiesPage() {
  return <PropertySearchPage searchActions={(search) => <SaveSearchButton search={search} />} />;
}
