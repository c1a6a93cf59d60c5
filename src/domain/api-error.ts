/** The body of every refused API request: `{ error: { code, message, fields?, details? } }` (error-handling.ts). */
import { z } from 'zod';

export const apiErrorSchema = z
  .object({
    // Loose: a refusal may carry more than these, as a 409 RECORD_CHANGED carries the record in `current`.
    error: z.looseObject({
      code: z
        .string()
        .describe('What went wrong, for a program: VALIDATION_FAILED, UNAUTHORIZED, RECORD_CHANGED, …'),
      message: z.string().describe('What went wrong, for a person'),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .describe('Per field of the request, what to correct (VALIDATION_FAILED)'),
      details: z
        .record(z.string(), z.unknown())
        .optional()
        .describe('More about the refusal, for a program: LISTING_GONE says what became of the listing'),
    }),
  })
  // Named, so the OpenAPI document states it once and every refusal refers to it.
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;
