/**
 * A lister's phone number and who saw it (decision 027): a visitor sees an owner's or agent's number only when
 * signed in, only if the lister chose to show it, and at most from 20 different listers a day; each reveal is
 * logged and the lister sees the log. A number typed into a listing's text is masked on the public pages, so the
 * limit and the log cannot be walked around.
 */
import { z } from 'zod';
import { normaliseIndianMobile } from './indian-mobile.js';

/** Different listers whose number one visitor may see in one India calendar day. */
export const DAILY_PHONE_REVEAL_LISTERS = 20;
/** Reveals listed on My HouseHunt and in each direction of the log: the newest. */
export const PHONE_REVEAL_LIST_LIMIT = 200;

export const PHONE_REVEAL_MESSAGES = {
  limitReached: `You have seen the numbers of ${DAILY_PHONE_REVEAL_LISTERS} different listers today, the most in a day. Send an enquiry or book a visit instead, or come back tomorrow.`,
  notShown:
    'This lister has not chosen to show their number. Send an enquiry or book a visit, and they will answer you.',
  phoneInvalid: 'Enter a 10-digit Indian mobile number, e.g. 98450 12345',
  phoneNeededToShow: 'Add your mobile number before choosing to show it',
} as const;

/** What replaces a phone number written into a listing's title or description on the public pages. */
export const MASKED_PHONE = '[number hidden: use Show phone number]';

// A mobile (ten digits from 6–9, after +91, 91 or 0) or a landline (0, an STD code and the number: 10 or 11
// digits), with the spaces, dots and hyphens people group digits with. Commas are left alone: a price is written
// "85,00,000", and a bare run of fewer digits (a PIN code, an area, a year) is never ten long.
const PHONE_IN_TEXT =
  /(?<![\d+])(?:(?:\+\s?91|91)[\s.-]?)?(?:[6-9](?:[\s.-]?\d){9}|0(?:[\s.-]?\d){9,10})(?![\d])/g;

/** The text with every phone number in it replaced by MASKED_PHONE. */
export function maskPhoneNumbers(text: string): string {
  return text.replace(PHONE_IN_TEXT, MASKED_PHONE);
}

export function maskPhoneNumbersIn(text: string | null): string | null {
  return text === null ? null : maskPhoneNumbers(text);
}

/** PUT /api/me/listing-contact: the number a lister's listings reveal, and whether they reveal it. */
export const listingContactSchema = z
  .object({
    phone: z
      .string({ error: PHONE_REVEAL_MESSAGES.phoneInvalid })
      .trim()
      .max(20, PHONE_REVEAL_MESSAGES.phoneInvalid)
      .transform((raw, ctx) => {
        if (raw === '') return null;
        const normalised = normaliseIndianMobile(raw);
        if (normalised) return normalised;
        ctx.addIssue({ code: 'custom', message: PHONE_REVEAL_MESSAGES.phoneInvalid });
        return z.NEVER;
      }),
    phoneShown: z.boolean({ error: 'phoneShown must be true or false' }),
  })
  .refine((contact) => !contact.phoneShown || contact.phone !== null, {
    path: ['phoneShown'],
    message: PHONE_REVEAL_MESSAGES.phoneNeededToShow,
  });
export type ListingContactInput = z.input<typeof listingContactSchema>;

export const listingContactAnswerSchema = z.object({
  phone: z.string().nullable().describe('+91 and ten digits; null when none is given'),
  phoneShown: z.boolean().describe('Whether signed-in visitors may see it on my listings'),
});
export type ListingContact = z.infer<typeof listingContactAnswerSchema>;

/** POST /api/me/phone-reveals: the listing whose lister's number I ask for. */
export const phoneRevealRequestSchema = z.object({
  propertyId: z.uuid({ error: 'Property not found' }).transform((id) => id.toLowerCase()),
});

/** POST /api/me/phone-reveals */
export const phoneRevealAnswerSchema = z.object({
  phone: z.string().describe("The lister's mobile, written '+91 98450 12345'"),
  listerName: z.string().nullable(),
  listersRevealedToday: z
    .number()
    .int()
    .describe('Different listers whose number you saw today, this one included'),
  dailyLimit: z.number().int(),
});
export type PhoneReveal = z.infer<typeof phoneRevealAnswerSchema>;

const revealedListingSchema = z.object({
  listingId: z.string().nullable().describe('Null once the listing was deleted'),
  listingTitle: z.string().nullable(),
  revealedAt: z.string(),
});

/** GET /api/me/phone-reveals: who saw my number, and whose numbers I saw, newest first. */
export const phoneRevealLogSchema = z.object({
  ofMyNumber: z.array(
    revealedListingSchema.extend({
      viewerName: z.string().nullable().describe('Null for a visitor who since deleted their account'),
      viewerEmail: z.string().nullable(),
    }),
  ),
  byMe: z.array(revealedListingSchema.extend({ listerName: z.string().nullable() })),
});
export type PhoneRevealLog = z.infer<typeof phoneRevealLogSchema>;
