import { ComingSoon } from '../../components/ui/coming-soon';

export function SettingsPage() {
  return (
    <ComingSoon
      title="Settings are coming soon"
      description="Site contact details, social links and listing options will be managed here."
    />
  );
}
