import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { SkipLink } from './skip-link';

type PublicLayoutProps = {
  /** The account control for the header (supplied by the app layer from the session). */
  headerAccount: ReactNode;
  signedIn: boolean;
  footerContact: ReactNode;
};

export function PublicLayout({ headerAccount, signedIn, footerContact }: PublicLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader account={headerAccount} signedIn={signedIn} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <PublicFooter contact={footerContact} />
    </div>
  );
}
