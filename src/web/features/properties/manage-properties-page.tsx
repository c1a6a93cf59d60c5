import { Plus } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { ComingSoon } from '../../components/ui/coming-soon';

export function ManagePropertiesPage() {
  return (
    <ComingSoon
      title="The listings table is coming soon"
      description="Search, edit, feature and remove listings from here once property management is connected."
    >
      <ButtonLink to="/admin/add-property">
        <Plus className="size-4" aria-hidden="true" />
        Add Property
      </ButtonLink>
    </ComingSoon>
  );
}
