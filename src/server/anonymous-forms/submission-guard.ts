/**
 * Spam protection every anonymous visitor form shares, with no third-party service: a honeypot field, the
 * signed form token (minimum fill time), a per-address rate limit, and the Idempotency-Key that makes a double
 * click or a retry create one record.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { z } from 'zod';
import type { Config } from '#server/config';
import { TooManyRequestsError, ValidationError } from '#server/errors';
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
const IDEMPOTENCY_REPLAYED_HEADER = 'idempotent-replayed';

// Random (version 4) only: the nil UUID or a time-based one is a key other visitors could share or guess.
const idempotencyKey = z.uuidv4({
  error: 'The Idempotency-Key header must be a random (version 4) UUID, made once per form fill.',
});

/** What a visitor form's write route says in its API description about the guard. */
export const SUBMISSION_DESCRIPTION =
  'Needs a formToken from GET /api/forms/token. Send an Idempotency-Key header (a UUID made once per form ' +
  'fill): the first request with a key creates the record and answers 201; a repeat, even one sent at the ' +
  'same moment, creates nothing and answers 200 with the first record and the header ' +
  '"Idempotent-Replayed: true". A key sent again with any other field, or by another signed-in visitor, ' +
  'answers 422 IDEMPOTENCY_KEY_REUSED. ' +
  'Without the header every request creates a record.';

/** A submission that passed the guard, as a route hands it to its service. */
export type Submitted<Request> = {
  /** The form's own fields, without the guard's. */
  request: Request;
  /** The signed-in visitor, if any. */
  userId: string | null;
  idempotencyKey: string | null;
  /** The honeypot was filled in: build the record as it would be, answer as if accepted, store nothing. */
  dryRun: boolean;
};

type GuardValues = { website?: string | undefined; formToken?: string | undefined };
/** A body without the guard's fields, member by member when the body is a union of kinds. */
type FormFields<Body> = Body extends unknown ? Omit<Body, keyof GuardValues> : never;

class TooManySubmissionsError extends TooManyRequestsError {
  constructor(wait: string) {
    super(
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
 * Checks what a submission carries beside its fields, and splits them off. A filled honeypot wins over
 * everything else, so a bot hears the same success whatever its token says.
 */
export function acceptSubmission<Body extends GuardValues>(
  request: FastifyRequest,
  body: Body,
  forms: Config['forms'],
): Submitted<FormFields<Body>> {
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
  const { website, formToken, ...fields } = body;
  const submitted = {
    // The rest of each member of a union is that member without the guard's fields.
    request: fields as FormFields<Body>,
    userId: request.session?.user.id ?? null,
    idempotencyKey: key,
  };
  if (website?.trim()) {
    request.log.info(
      { route: request.routeOptions.url },
      'honeypot filled: answered as accepted, stored nothing',
    );
    return { ...submitted, dryRun: true };
  }
  checkFormToken(formToken, { secret: forms.tokenSecret, minFillMs: forms.minFillMs });
  return { ...submitted, dryRun: false };
}

/** 201 for a new record; 200 with the replayed header for a repeat, which answers with the first record. */
export function sendSubmitted(reply: FastifyReply, replayed: boolean, body: object) {
  if (replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
  return reply.status(replayed ? 200 : 201).send(body);
}
