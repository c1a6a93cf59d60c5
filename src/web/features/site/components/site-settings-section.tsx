import { ListState } from '#web/components/ui/list-state';
import { useEditableSiteSettings } from '#web/features/site/api/get-editable-site-settings';
import { SiteSettingsForm } from './site-settings-form';

/** The Settings page's "Site" section: the stored settings, loaded, in their form. */
export function SiteSettingsSection() {
  const settings = useEditableSiteSettings();
  return (
    <ListState query={settings} look="inline" loadingText="Loading site settings…">
      {(saved) => (
        // A new version (a save here, or a reload after someone else's) starts the form over from it.
        <SiteSettingsForm
          key={saved.version}
          saved={saved}
          reloading={settings.isFetching}
          onReload={() => void settings.refetch()}
        />
      )}
    </ListState>
  );
}
