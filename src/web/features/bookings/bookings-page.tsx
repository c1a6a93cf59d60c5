import { ComingSoon } from '../../components/ui/coming-soon';

export function BookingsPage() {
  return (
    <ComingSoon
      title="Bookings management is coming soon"
      description="Property visit requests will be listed here, ready to confirm, reschedule or cancel."
    />
  );
}
