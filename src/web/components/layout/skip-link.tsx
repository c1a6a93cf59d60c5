import { Trans } from '@lingui/react/macro';

/** Lets keyboard users jump past the header straight to the page content. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only z-[70] rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
