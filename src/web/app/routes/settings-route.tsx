import { Card } from '#web/components/ui/card';
import { LeadRoutingSection } from '#web/features/agents/components/lead-routing-section';
import { BackgroundJobsSection } from '#web/features/jobs/components/background-jobs-section';
import { SiteSettingsSection } from '#web/features/site/components/site-settings-section';
import { UsersSection } from '#web/features/users/components/users-section';

/**
 * /admin/settings: the site's own details (the site feature), who may use the admin portal (users), how new
 * leads are assigned (agents) and the server's own work (jobs), composed here as no feature imports another.
 */
export function SettingsPage() {
  return (
    <div className="space-y-6">
      <Card
        title="Site"
        description="The name, contact details and social links visitors see on every public page, and how many listings each search page shows."
      >
        <SiteSettingsSection />
      </Card>
      <Card
        title="Users"
        description="Everyone who has signed in to HouseHunt. Admins can manage listings, bookings, enquiries and these settings."
      >
        <UsersSection />
      </Card>
      <Card
        title="Leads"
        description="Who a new visit booking or enquiry is given to: the agent its listing is assigned to, or each agent in turn."
      >
        <LeadRoutingSection />
      </Card>
      <Card
        title="Background jobs"
        description="Work the server does on its own schedule: photo housekeeping and clearing expired sign-ins. A job that fails is tried again after a pause, then a longer one; if it still fails it stays here with its error until you retry it."
      >
        <BackgroundJobsSection />
      </Card>
    </div>
  );
}
