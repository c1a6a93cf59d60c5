import { Trans, useLingui } from '@lingui/react/macro';
import { House, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '#web/components/ui/button-link';
import { DocumentTitle } from '#web/components/ui/document-title';

type NoListingMessageProps = {
  /** The heading, and the browser tab's title. */
  title: string;
  /** What to know about it, under the heading. */
  children: ReactNode;
};

/**
 * A listing's address with no listing to show, whether there never was one or it has left: the heading, what to
 * know, and the ways on to other homes.
 */
export function NoListingMessage({ title, children }: NoListingMessageProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col items-center text-center">
      <DocumentTitle title={t`${title} | HouseHunt`} />
      <SearchX className="size-14 text-brand-500 dark:text-amber-400" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {children}
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <ButtonLink to="/properties">
          <Trans>Browse all properties</Trans>
        </ButtonLink>
        <ButtonLink to="/" variant="secondary">
          <House className="size-4" aria-hidden="true" />
          <Trans>Go home</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}
