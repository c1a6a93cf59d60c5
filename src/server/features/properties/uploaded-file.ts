/** Reads the one photo of a multipart upload into memory, with limits that answer in plain words. */
import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '../../../domain/photo-limits.js';
import { AppError, ValidationError } from '../../errors.js';

export const PHOTO_UPLOAD_OPTIONS: FastifyMultipartOptions = {
  // One file and nothing else per request: the browser sends photos one by one, with a progress bar each.
  limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
};

const CHOOSE_A_PHOTO = 'Choose a photo to upload, sent as multipart/form-data in a field named "file"';

export async function readUploadedFile(request: FastifyRequest): Promise<{ body: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new ValidationError(CHOOSE_A_PHOTO, { file: CHOOSE_A_PHOTO });
  const errors = request.server.multipartErrors;
  try {
    let upload: { body: Buffer; fileName: string } | undefined;
    for await (const file of request.files()) {
      upload = { body: await file.toBuffer(), fileName: file.filename || 'photo' };
    }
    if (!upload) throw new ValidationError(CHOOSE_A_PHOTO, { file: CHOOSE_A_PHOTO });
    return upload;
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError) {
      throw new AppError(413, 'PHOTO_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
    }
    if (error instanceof errors.FilesLimitError || error instanceof errors.PartsLimitError) {
      throw new ValidationError('Send one photo per request', { file: 'Send one photo per request' });
    }
    throw error;
  }
}
