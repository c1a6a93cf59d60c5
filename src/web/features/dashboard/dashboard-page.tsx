import { ButtonLink } from '../../components/ui/button-link';
import { ComingSoon } from '../../components/ui/coming-soon';

export function DashboardPage() {
  return (
    <ComingSoon
      title="Dashboard analytics are on the way"
      description="Listing counts, upcoming visits and enquiry trends will appear here once they are connected to live data."
    >
      <ButtonLink to="/admin/properties" variant="secondary">
        Manage properties
      </ButtonLink>
      <ButtonLink to="/admin/bookings" variant="secondary">
        View bookings
      </ButtonLink>
    </ComingSoon>
  );
}
