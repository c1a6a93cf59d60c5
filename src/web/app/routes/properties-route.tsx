import { PropertiesPage as SearchPage } from '#web/features/property-search/properties-page';
import { SaveSearchButton } from '#web/features/saved-searches/components/save-search-button';

/** /properties: the search, and saving it for alerts. */
export function PropertiesPage() {
  return <SearchPage searchActions={(search) => <SaveSearchButton search={search} />} />;
}
