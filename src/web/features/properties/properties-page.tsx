import { ComingSoon } from '../../components/ui/coming-soon';
import { PageIntro } from '../../components/ui/page-intro';

export function PropertiesPage() {
  return (
    <>
      <PageIntro
        eyebrow="Buy · Rent · Commercial"
        title="Properties for sale and rent"
        lead="Flats, villas, plots, farmland, shops, offices and warehouses across India."
      />
      <div className="container-page py-12">
        <ComingSoon
          title="Property search is on its way"
          description="Soon you can filter listings by city, type, budget in rupees, bedrooms and amenities."
        />
      </div>
    </>
  );
}
