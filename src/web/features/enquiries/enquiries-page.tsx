import { ComingSoon } from '../../components/ui/coming-soon';

// Enquiry notifications already link here; the management screen is issue 6's next step.
export function EnquiriesPage() {
  return (
    <ComingSoon
      title="Enquiries management is coming soon"
      description="Construction, property and contact enquiries will be listed here, ready to follow up and close."
    />
  );
}
