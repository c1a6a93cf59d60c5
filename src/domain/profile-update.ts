/** What a signed-in person may change about themselves: the name and photo HouseHunt shows for them. */
import { z } from 'zod';
import { recordVersionSchema } from './record-version.js';

export const PROFILE_NAME_MAX_LENGTH = 80;

function isHttpsAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const profileUpdateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter the name to show')
    .max(PROFILE_NAME_MAX_LENGTH, `Keep the name to ${PROFILE_NAME_MAX_LENGTH} characters`),
  // Empty clears the photo (the default picture shows); only https, so a page never loads a photo insecurely.
  photoURL: z
    .string()
    .trim()
    .max(500, 'Keep the photo link to 500 characters')
    .refine((value) => value === '' || isHttpsAddress(value), {
      message: 'Enter a full photo link starting with https://, or leave it empty',
    })
    .transform((value) => (value === '' ? null : value)),
  /** The version of the account the person edited (record-version.ts); left out, the account as it is now. */
  version: recordVersionSchema.optional(),
});

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** The name alone, as My HouseHunt asks for it: the same rules as the profile page's. */
export const profileNameSchema = profileUpdateSchema.pick({ name: true });
export type ProfileNameInput = z.input<typeof profileNameSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
