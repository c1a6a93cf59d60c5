/**
 * A listing's postal address in one line, for mails and calendar invites: each part once, although owners often
 * type the locality into the street address too ("12, ITPL Road, Whitefield" in Whitefield, Bengaluru).
 */
export type AddressParts = {
  address: string | null;
  location: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
};

const comparable = (part: string) =>
  part
    .toLowerCase()
    .replace(/[\s.]+/g, ' ')
    .trim();

/** "12, ITPL Road, Whitefield, Bengaluru, Karnataka 560066": comma-separated parts, none twice. */
export function formatListingAddress({ address, location, city, state, pincode }: AddressParts): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  const add = (part: string) => {
    const key = comparable(part);
    if (!key || seen.has(key)) return;
    seen.add(key);
    parts.push(part.trim());
  };
  for (const part of [address, location, city]) for (const piece of (part ?? '').split(',')) add(piece);
  const region = [state?.trim(), pincode?.trim()].filter(Boolean).join(' ');
  // A state typed into the address already ("…, Karnataka") is named once, with the PIN code.
  if (state && seen.has(comparable(state))) {
    const at = parts.findIndex((part) => comparable(part) === comparable(state));
    parts.splice(at, 1);
  }
  if (region) add(region);
  return parts.join(', ');
}
