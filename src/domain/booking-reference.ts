/**
 * A booking's reference: eight characters the visitor is shown when they book, quotes on the phone, and the team
 * finds in the header search, the bookings list and the CSV export. Stored with the booking, unique.
 */

// Crockford's Base32: digits and capitals without I, L, O and U, so a reference read aloud or copied by hand
// is not mistaken. The hexadecimal references of bookings made before it was stored are in it too.
export const BOOKING_REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const BOOKING_REFERENCE_LENGTH = 8;

const BOOKING_REFERENCE = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * A new random reference: 32^8 (about 10^12) of them, so two bookings rarely draw the same one, and the unique
 * index refuses the second when they do.
 */
export function newBookingReference(
  randomBytes: (count: number) => Uint8Array = (count) => crypto.getRandomValues(new Uint8Array(count)),
): string {
  // 256 is a multiple of 32, so every character is equally likely.
  return Array.from(
    randomBytes(BOOKING_REFERENCE_LENGTH),
    (byte) => BOOKING_REFERENCE_ALPHABET[byte % 32],
  ).join('');
}

/**
 * What a person typed as the reference it stands for: any case, with a leading #, spaces or hyphens, and the
 * letters O, I and L read as the digits they are mistaken for. Null when it cannot be one.
 */
export function readBookingReference(typed: string): string | null {
  const reference = typed
    .trim()
    .replace(/^#/, '')
    .replace(/[\s-]/g, '')
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return BOOKING_REFERENCE.test(reference) ? reference : null;
}
