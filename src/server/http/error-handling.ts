/** One place maps every error to `{ error: { code, message, fields? } }`; clients never see a stack. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody, type FieldErrors } from '../errors.js';

/**
 * The field a validation issue belongs to, as the form knows it. Listing bodies carry the form under
 * `property` (beside `version` and `imageIds`), so `/property/title` is reported as `title`.
 */
function fieldName(path: string): string {
  const [first, second] = path.replace(/^\//, '').split('/');
  if (first === 'property' && second) return second;
  return first || 'body';
}

/** SQLSTATE class 22 (data exception: out of range, bad encoding...) or a CHECK / NOT NULL violation. */
function isBadValueForDatabase(error: unknown): boolean {
  // Drizzle wraps the driver's error; the SQLSTATE is on the cause.
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return code.startsWith('22') || code === '23514' || code === '23502';
    }
  }
  return false;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
    let status = 500;
    let body: ErrorBody;
    if (error instanceof AppError) {
      status = error.status;
      // The client hears a plain message; the operator needs what went wrong underneath.
      if (status >= 500) request.log.error({ err: error }, error.message);
      body = {
        error: { code: error.code, message: error.message, ...(error.fields && { fields: error.fields }) },
      };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const fields: FieldErrors = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath);
        fields[name] ??= issue.message ?? 'Not valid';
      }
      const where = error.validationContext === 'querystring' ? 'search parameters' : error.validationContext;
      body = {
        error: { code: 'VALIDATION_FAILED', message: `Some ${where ?? 'input'} are not valid`, fields },
      };
    } else if (isBadValueForDatabase(error)) {
      // The zod schemas should have refused this first: a warning, so the gap gets closed.
      request.log.warn({ err: error }, 'a value passed validation but the database refused it');
      status = 400;
      body = { error: { code: 'INVALID_INPUT', message: 'Some values are out of range or not allowed.' } };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { error: { code: error.code ?? 'BAD_REQUEST', message: error.message } };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } };
    }
    return reply.status(status).send(body);
  });
}
