/** Reads an inject answer as its route's response schema declares it: typed for the test, checked against the contract. */
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';

export function responseBody<Schema extends z.ZodType>(
  response: LightMyRequestResponse,
  schema: Schema,
): z.output<Schema> {
  return checkedBody(response.json(), schema, `the ${response.statusCode} answer`);
}

/** An answer's body a test has already read (its own request helper kept it), checked the same way. */
export function checkedBody<Schema extends z.ZodType>(
  body: unknown,
  schema: Schema,
  what = 'the answer',
): z.output<Schema> {
  const checked = schema.safeParse(body);
  if (!checked.success) {
    throw new Error(`${what} does not match its schema:\n${z.prettifyError(checked.error)}`);
  }
  // The body as sent, not as parsed: parsing drops undeclared fields, and a test that asserts a field is absent
  // must see what a client sees.
  return body as z.output<Schema>;
}

/**
 * Every refusal's `{ error: { code, message, fields? } }` (src/server/http/error-handling.ts); loose, as some
 * refusals carry more (RECORD_CHANGED's `current`: read those with `recordChangedErrorSchema` for its type).
 */
export const errorAnswerSchema = z.object({
  error: z.looseObject({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export function errorBody(response: LightMyRequestResponse) {
  return responseBody(response, errorAnswerSchema);
}
