import { ComingSoon } from '../../components/ui/coming-soon';

export function AddPropertyPage() {
  return (
    <ComingSoon
      title="The new listing form is coming soon"
      description="Details, location, area, amenities and photos for a new property will be entered here."
    />
  );
}
