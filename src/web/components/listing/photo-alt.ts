import { t } from '@lingui/core/macro';

/** A listing photo's text alternative, 'Sea-facing 3 BHK in Bandra — photo 2 of 8'. */
export function photoAlt(title: string, index: number, total: number): string {
  const number = index + 1;
  return t`${title} — photo ${number} of ${total}`;
}
