import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Card } from '#web/components/ui/card';
import { PageIntro } from '#web/components/ui/page-intro';
import { Prose } from '#web/components/ui/prose';
import { SiteContactDetails } from './site-contact-details';

type LegalPageProps = {
  title: string;
  /** What the page covers, in a sentence or two under the title. */
  lead: string;
  /** When the text's substance last changed ("23 November 2026"): visitors are told. */
  lastUpdated: string;
  /** The closing card: whom to ask about the page, with the contact details from the site settings. */
  contact: { heading: string; text: string };
  /** The text itself, in sections under h2 headings. */
  children: ReactNode;
};

/** The frame of a policy page (privacy, terms): its date, the text, and whom to ask about it. */
export function LegalPage({ title, lead, lastUpdated, contact, children }: LegalPageProps) {
  const { t } = useLingui();
  return (
    <>
      <PageIntro eyebrow={t`Last updated ${lastUpdated}`} title={title} lead={lead} />
      <div className="container-page py-12">
        <Prose>{children}</Prose>
        <Card title={contact.heading} description={contact.text} className="mt-12 max-w-3xl">
          <SiteContactDetails />
        </Card>
      </div>
    </>
  );
}
