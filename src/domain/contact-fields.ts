/**
 * The fields every visitor form asks for (name, mobile number, email, message), with the messages a person
 * reads when one is not right. Booking and enquiry schemas compose them.
 */
import { z } from 'zod';
import { normaliseIndianMobile } from './indian-mobile.js';

// Without zod, for pages that show a number but have no form to check (the property page's first paint).
export {
  formatIndianMobile,
  isIndianPhoneNumber,
  nationalIndianMobile,
  normaliseIndianMobile,
} from './indian-mobile.js';

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
