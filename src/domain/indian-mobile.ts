/**
 * Indian phone numbers as people write them and as HouseHunt stores them, without zod: pages that only show a
 * number load this, and contact-fields.ts builds its schemas on it.
 */

// Ten digits starting 6–9 (India's mobile numbering), after an optional +91, 91 or trunk 0.
const MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;

/** '+91 98450-12345', '098450 12345' or '9845012345' → '+919845012345'; null when it is not a mobile number. */
export function normaliseIndianMobile(raw: string): string | null {
  const match = MOBILE.exec(raw.replace(/[\s-]/g, ''));
  return match ? `+91${match[1]}` : null;
}

/** '+919845012345' → '+91 98450 12345', as Indians write a mobile number. */
export function formatIndianMobile(normalised: string): string {
  const digits = normalised.replace(/^\+91/, '');
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/**
 * '+919845012345' → '98450 12345', the number as dialled within India: how exports show it, because a
 * spreadsheet reads a leading + as a formula and a bare run of digits as a number (912 crore, in E notation).
 * Anything not in the stored form is returned as it is.
 */
export function nationalIndianMobile(stored: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(stored);
  return match ? `${match[1]} ${match[2]}` : stored;
}

// A number a business can be called on: ten digits (a mobile, or a landline's STD code and number) after an
// optional +91, 91 or trunk 0, or a toll-free 1800 number; spaces and hyphens as people group the digits.
const INDIAN_PHONE = /^(?:(?:\+?91|0)?[1-9]\d{9}|1800\d{6,7})$/;

/** '+91 80 4567 8900', '080-4567-8900', '98450 12345', '1800 123 4567' are; '12345' and '+1 415 555 0100' are not. */
export function isIndianPhoneNumber(raw: string): boolean {
  return INDIAN_PHONE.test(raw.replace(/[\s-]/g, ''));
}
