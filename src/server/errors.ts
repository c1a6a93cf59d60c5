/** Typed errors the server throws; one error handler maps them to HTTP answers (http/error-handling.ts). */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  /** More for a program than the message says, in the answer's `details` (LISTING_GONE's departure). */
  readonly details?: Readonly<Record<string, unknown>>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fields?: FieldErrors) {
    super(400, 'VALIDATION_FAILED', message, fields);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, 'NOT_FOUND', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, 'CONFLICT', message);
  }
}

/**
 * A write made on a version of a record that is no longer current: the 409 a route answers a write's
 * `{ changed: true }` result with (http/record-response.ts). `current` is the record as it now is, in the shape
 * its GET answers, so the client can show what changed.
 */
export class RecordChangedError<Current = unknown> extends AppError {
  constructor(
    message: string,
    readonly current: Current,
  ) {
    super(409, 'RECORD_CHANGED', message);
  }
}

/**
 * A write that would make a second record of something the client already has (the same saved search twice);
 * `current` is that record, in the shape its GET answers, so the client can offer to open it.
 */
export class DuplicateRecordError<Current = unknown> extends AppError {
  constructor(
    code: string,
    message: string,
    readonly current: Current,
  ) {
    super(409, code, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue') {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have access to this') {
    super(403, 'FORBIDDEN', message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string) {
    super(429, 'RATE_LIMITED', message);
  }
}

/** A passing condition (the database away, the process overloaded, still starting): the client should retry. */
export class ServiceUnavailableError extends AppError {
  constructor(
    message: string,
    /** Sent as Retry-After. */
    readonly retryAfterSeconds: number,
    options?: ErrorOptions,
  ) {
    super(503, 'SERVICE_UNAVAILABLE', message, undefined, options);
  }
}

export type ErrorBody = {
  error: {
    code: string;
    message: string;
    fields?: FieldErrors;
    current?: unknown;
    details?: Readonly<Record<string, unknown>>;
  };
};
