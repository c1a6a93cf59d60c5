import { ListState } from '#web/components/ui/list-state';
import { useEditableSiteSettings } from './api/get-editable-site-settings';
import { BackgroundJobsSection } from './components/background-jobs-section';
import { SettingsCard } from '#web/components/admin/settings-card';
import { SiteSettingsForm } from './components/site-settings-form';
import { UsersSection } from './components/users-section';

function SiteSection() {
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

/** /admin/settings: the site's own details, who may use the admin portal, and the server's own work. */
export function SettingsPage() {
  return (
    <div className="space-y-6">
      <SettingsCard
        title="Site"
        description="The name, contact details and social links visitors see on every public page, and how many listings each search page shows."
      >
        <SiteSection />
      </SettingsCard>
      <SettingsCard
        title="Users"
        description="Everyone who has signed in to HouseHunt. Admins can manage listings, bookings, enquiries and these settings."
      >
        <UsersSection />
      </SettingsCard>
      <SettingsCard
        title="Background jobs"
        description="Work the server does on its own schedule: photo housekeeping and clearing expired sign-ins. A job that fails is tried again after a pause, then a longer one; if it still fails it stays here with its error until you retry it."
      >
        <BackgroundJobsSection />
      </SettingsCard>
    </div>
  );
}
