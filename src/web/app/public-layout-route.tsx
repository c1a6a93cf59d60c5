import { PublicLayout } from '../components/layout/public-layout';
import { SiteContactDetails } from '../features/site/components/site-contact-details';

/** Composes the shared public layout with the site feature's contact details for the footer. */
export function PublicLayoutRoute() {
  return <PublicLayout footerContact={<SiteContactDetails tone="onDark" />} />;
}
