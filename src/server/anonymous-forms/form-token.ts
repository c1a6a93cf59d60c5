/**
 * The signed token a visitor form gets when it renders: the time it was issued, signed with the server's
 * secret. A submission must carry one that is genuine, old enough for a person to have typed the form, and
 * not stale. Nothing is stored: the signature is the proof.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '#server/errors';

const VERSION = 'v1';
/** Long enough for someone who leaves a tab open overnight; a token older than this is refused. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
// Server clocks in a cluster may drift a little; a token from further in the future was not made by us.
const CLOCK_SKEW_MS = 60 * 1000;

export const FORM_TOKEN_MESSAGES = {
  invalid: 'We could not verify this form. Please reload the page and send it again.',
  tooFast: 'That was quicker than we expected. Please check your details and send the form again.',
  expired: 'This form has been open for more than a day. Please reload the page and send it again.',
} as const;

export class FormTokenError extends AppError {
  constructor(code: 'FORM_TOKEN_INVALID' | 'FORM_TOO_FAST' | 'FORM_EXPIRED', message: string) {
    super(400, code, message);
  }
}

function signature(secret: string, issuedAt: number): Buffer {
  return createHmac('sha256', secret).update(`househunt-form:${VERSION}:${issuedAt}`).digest();
}

export function mintFormToken(secret: string, issuedAt: Date = new Date()): string {
  const at = issuedAt.getTime();
  return `${VERSION}.${at.toString(36)}.${signature(secret, at).toString('base64url')}`;
}

/** Throws a FormTokenError saying what is wrong with the token; returns when a person could have sent it. */
export function checkFormToken(
  token: string | undefined,
  options: { secret: string; minFillMs: number; now?: Date },
): void {
  const [version, issued, signed, ...rest] = (token ?? '').split('.');
  const issuedAt = issued ? parseInt(issued, 36) : NaN;
  const expected = Number.isSafeInteger(issuedAt) ? signature(options.secret, issuedAt) : null;
  const sent = Buffer.from(signed ?? '', 'base64url');
  const genuine =
    version === VERSION &&
    rest.length === 0 &&
    expected !== null &&
    // Re-encoding catches a signature spelled differently that decodes to the same bytes.
    sent.toString('base64url') === signed &&
    sent.length === expected.length &&
    timingSafeEqual(sent, expected);
  if (!genuine) throw new FormTokenError('FORM_TOKEN_INVALID', FORM_TOKEN_MESSAGES.invalid);

  const age = (options.now ?? new Date()).getTime() - issuedAt;
  if (age < -CLOCK_SKEW_MS) throw new FormTokenError('FORM_TOKEN_INVALID', FORM_TOKEN_MESSAGES.invalid);
  if (age > FORM_TOKEN_MAX_AGE_MS) throw new FormTokenError('FORM_EXPIRED', FORM_TOKEN_MESSAGES.expired);
  if (age < options.minFillMs) throw new FormTokenError('FORM_TOO_FAST', FORM_TOKEN_MESSAGES.tooFast);
}
