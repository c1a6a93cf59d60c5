import { Trans } from '@lingui/react/macro';

/** Named like a field a business form might really ask for. */
export const HONEYPOT_NAME = 'website';

/**
 * The honeypot: a field named like a real one that people never see, hear or reach with the keyboard, so only a
 * bot fills it in (and the server then answers as if it had accepted the form, storing nothing). Moved off
 * screen rather than display:none, which many bots know to skip.
 */
export function HoneypotField() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden"
    >
      <label>
        <Trans>Website (leave this empty)</Trans>
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
