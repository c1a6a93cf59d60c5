/**
 * The checks of a listing's verification record (#domain/listing-verification keeps them in English for the server
 * and the admin portal), in the page's language (catalogues: property, account for the visit checklist).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VerificationCheck } from '#domain/listing-verification';

export const VERIFICATION_CHECK_MESSAGES: Record<VerificationCheck, MessageDescriptor> = {
  'site-visited': msg`Site visited by our staff`,
  'photos-by-staff': msg`Photos taken by our staff`,
  'title-documents': msg`Title documents seen`,
  'occupancy-certificate': msg`Occupancy certificate seen`,
  'rera-checked': msg`RERA number checked on the state portal`,
  'owner-identity': msg`Owner identity seen`,
};
