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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
    let status = 500;
    let body: ErrorBody;
    if (error instanceof AppError) {
      status = error.status;
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
