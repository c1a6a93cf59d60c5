/**
 * Spam protection every anonymous visitor form shares, with no third-party service: a honeypot field, the
 * signed form token (minimum fill time), a per-address rate limit, and the Idempotency-Key that makes a double
 * click or a retry create one record.
 */
import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { AppError, ValidationError } from '../../errors.js';
import { checkFormToken, FORM_TOKEN_MESSAGES } from './form-token.js';

/**
 * Body fields every visitor form sends beside its own. `website` is the honeypot: the form hides it from
 * people (and from assistive technology), so only a bot fills it in.
 */
export const submissionGuardFields = {
  website: z.string().max(500).optional(),
  // Optional here so that a missing token is refused like a forged one, with the same message.
  formToken: z
    .string({ error: FORM_TOKEN_MESSAGES.invalid })
    .max(200, FORM_TOKEN_MESSAGES.invalid)
    .optional(),
};

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotent-replayed';

const idempotencyKey = z.uuid({
  error: 'The Idempotency-Key header must be a UUID, made once per form fill.',
});

export const IDEMPOTENCY_DESCRIPTION =
  'Send an Idempotency-Key header (a UUID made once per form fill): the first request with a key creates the ' +
  'record and answers 201; a repeat, even one sent at the same moment, creates nothing and answers 200 with ' +
  `the first record and the header "Idempotent-Replayed: true". Without the header every request creates a record.`;

export type Submission = {
  /** The honeypot was filled in: answer as if accepted, store nothing. */
  isTrap: boolean;
  idempotencyKey: string | null;
};

class TooManySubmissionsError extends AppError {
  constructor(wait: string) {
    super(
      429,
      'RATE_LIMITED',
      `You have sent this form several times in a short while. Please wait ${wait} and try again, or call us.`,
    );
  }
}

/** The per-address limit for a form's write route (@fastify/rate-limit keys on request.ip). */
export function submissionRateLimit(forms: Config['forms']): RateLimitOptions {
  return {
    max: forms.rateLimit.max,
    timeWindow: forms.rateLimit.windowMs,
    errorResponseBuilder: (_request, context) => new TooManySubmissionsError(context.after),
  };
}

/**
 * Checks what a submission carries beside its fields. A filled honeypot wins over everything else, so a bot
 * hears the same success whatever its token says.
 */
export function checkSubmission(
  request: FastifyRequest,
  guard: { website?: string | undefined; formToken?: string | undefined },
  forms: Config['forms'],
): Submission {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  let key: string | null = null;
  if (header !== undefined) {
    const parsed = idempotencyKey.safeParse(header);
    if (!parsed.success) {
      throw new ValidationError(parsed.error.issues[0]!.message, {
        'Idempotency-Key': parsed.error.issues[0]!.message,
      });
    }
    key = parsed.data.toLowerCase();
  }
  if (guard.website?.trim()) {
    request.log.info(
      { route: request.routeOptions.url },
      'honeypot filled: answered as accepted, stored nothing',
    );
    return { isTrap: true, idempotencyKey: key };
  }
  checkFormToken(guard.formToken, { secret: forms.tokenSecret, minFillMs: forms.minFillMs });
  return { isTrap: false, idempotencyKey: key };
}
