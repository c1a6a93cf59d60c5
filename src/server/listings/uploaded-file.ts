/** Reads the one photo of a multipart upload into memory, with limits that answer in plain words. */
import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '#domain/photo-limits';
import { AppError, ValidationError } from '#server/errors';

export const PHOTO_UPLOAD_OPTIONS: FastifyMultipartOptions = {
  // One file and nothing else per request: the browser sends photos one by one, with a progress bar each.
  limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
};

const ONE_PHOTO = 'Send one photo per request';
const CHOOSE_A_PHOTO = 'Choose a photo to upload, sent as multipart/form-data in a field named "file"';

export async function readUploadedFile(request: FastifyRequest): Promise<{ body: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new ValidationError(CHOOSE_A_PHOTO, { file: CHOOSE_A_PHOTO });
  const errors = request.server.multipartErrors;
  try {
    let upload: { body: Buffer; fileName: string } | undefined;
    for await (const file of request.files()) {
      upload = { body: await file.toBuffer(), fileName: cleanFileName(file.filename ?? '') };
    }
    if (!upload) throw new ValidationError(CHOOSE_A_PHOTO, { file: CHOOSE_A_PHOTO });
    return upload;
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError) {
      throw new AppError(413, 'PHOTO_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
    }
    if (
      error instanceof errors.FilesLimitError ||
      error instanceof errors.PartsLimitError ||
      error instanceof errors.FieldsLimitError
    ) {
      throw new ValidationError(ONE_PHOTO, { file: ONE_PHOTO });
    }
    if (error instanceof AppError) throw error;
    // Anything else here is the multipart body itself being broken: cut short, no boundary, garbage.
    throw new ValidationError(CHOOSE_A_PHOTO, { file: CHOOSE_A_PHOTO });
  }
}

/** The name as the browser gave it, without control characters (NUL cannot be stored) and never empty. */
function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return name.replace(/[\u0000-\u001F\u007F]/g, '').trim() || 'photo';
}
