/**
 * The checks behind a listing's verification record (issue 22): each is done by the team on a date, and the
 * property page lists the done and the missing ones with their dates. The rules of the "Verified" badge and the
 * visitors' answers build on this list.
 */
export const VERIFICATION_CHECKS = [
  'site-visited',
  'photos-by-staff',
  'title-documents',
  'occupancy-certificate',
  'rera-checked',
  'owner-identity',
] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];

export const VERIFICATION_CHECK_LABELS: Record<VerificationCheck, string> = {
  'site-visited': 'Site visited by our staff',
  'photos-by-staff': 'Photos taken by our staff',
  'title-documents': 'Title documents seen',
  'occupancy-certificate': 'Occupancy certificate seen',
  'rera-checked': 'RERA number checked on the state portal',
  'owner-identity': 'Owner identity seen',
};
