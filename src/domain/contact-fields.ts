/**
 * The fields every visitor form asks for (name, mobile number, email, message), with the messages a person
 * reads when one is not right. Booking and enquiry schemas compose them.
 */
import { z } from 'zod';

export const CONTACT_MESSAGES = {
  nameRequired: 'Please tell us your name.',
  nameTooLong: 'Please shorten your name to 80 characters or fewer.',
  nameLetters: 'Please use letters for your name (spaces, dots, apostrophes and hyphens are fine).',
  phoneRequired: 'Please give us a mobile number so we can reach you.',
  phoneInvalid:
    'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, for example 98450 12345 or +91 98450 12345.',
  emailRequired: 'Please give us your email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
} as const;

// Letters in any script (with their combining marks, as Devanagari or Tamil need), spaces, dots, apostrophes
// and hyphens: "S. Ramesh", "Anne D'Souza", "मीरा शर्मा". Digits and links in a name are the mark of a bot.
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

export const personName = z
  .string({ error: CONTACT_MESSAGES.nameRequired })
  .trim()
  .min(2, CONTACT_MESSAGES.nameRequired)
  .max(80, CONTACT_MESSAGES.nameTooLong)
  .regex(NAME_PATTERN, CONTACT_MESSAGES.nameLetters)
  .transform((name) => name.replace(/\s+/g, ' '));

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

const mobileNumber = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(20, CONTACT_MESSAGES.phoneInvalid)
    .transform((raw, context) => {
      const normalised = normaliseIndianMobile(raw);
      if (normalised) return normalised;
      context.addIssue({ code: 'custom', message: CONTACT_MESSAGES.phoneInvalid });
      return z.NEVER;
    });

export const indianMobile = mobileNumber(CONTACT_MESSAGES.phoneRequired);

/** A form's empty input ('') and a JSON null both mean "not given"; stored as null. */
const blankToUndefined = (value: string | null | undefined) => value || undefined;

export const optionalIndianMobile = z
  .string({ error: CONTACT_MESSAGES.phoneInvalid })
  .trim()
  .max(20, CONTACT_MESSAGES.phoneInvalid)
  .transform((raw, context) => {
    if (raw === '') return undefined;
    const normalised = normaliseIndianMobile(raw);
    if (normalised) return normalised;
    context.addIssue({ code: 'custom', message: CONTACT_MESSAGES.phoneInvalid });
    return z.NEVER;
  })
  .nullish()
  .transform(blankToUndefined);

const emailText = z
  .string({ error: CONTACT_MESSAGES.emailInvalid })
  .trim()
  .max(254, CONTACT_MESSAGES.emailInvalid)
  .toLowerCase();

export const requiredEmail = z
  .string({ error: CONTACT_MESSAGES.emailRequired })
  .trim()
  .min(1, CONTACT_MESSAGES.emailRequired)
  .pipe(emailText.regex(z.regexes.email, CONTACT_MESSAGES.emailInvalid));

export const optionalEmail = emailText
  .refine((email) => email === '' || z.regexes.email.test(email), CONTACT_MESSAGES.emailInvalid)
  .nullish()
  .transform(blankToUndefined);

/** Free text a visitor adds; trimmed, empty means none. */
export const optionalMessage = (maxLength: number) =>
  z
    .string({ error: 'Your message must be text.' })
    .trim()
    .max(maxLength, `Please keep your message under ${maxLength.toLocaleString('en-IN')} characters.`)
    .nullish()
    .transform(blankToUndefined);

export const requiredMessage = (maxLength: number, emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(maxLength, `Please keep your message under ${maxLength.toLocaleString('en-IN')} characters.`);
