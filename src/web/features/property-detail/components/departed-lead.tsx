import { Trans } from '@lingui/react/macro';

/**
 * The line under a departed listing's banner, and on the page of one that is gone; similar homes are promised only
 * once there are some to show.
 */
export function DepartedLead({ similarBelow }: { similarBelow: boolean }) {
  return similarBelow ? (
    <Trans>This home is no longer available. Similar homes are below.</Trans>
  ) : (
    <Trans>This home is no longer available.</Trans>
  );
}
