import { useMutation } from '@tanstack/react-query';
import { PHOTO_MESSAGES } from '#domain/photo-limits';
import { ApiError, apiErrorFrom, csrfHeaders } from '#web/lib/api-client';
import type { ListingPhoto } from '#web/lib/listing-types';

export type UploadPropertyImageInput = {
  file: File;
  /** Called with the share of the file sent so far, from 0 to 1. */
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
  /** The endpoint: the team's /api/admin/property-images or a lister's /api/me/listings/photos. */
  url: string;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The uploaded photo in a success body, or null when the body is not what the endpoint sends. */
export function uploadedImageFrom(body: unknown): ListingPhoto | null {
  const image = (body as { image?: unknown } | null | undefined)?.image;
  const looksRight =
    typeof image === 'object' &&
    image !== null &&
    typeof (image as { id?: unknown }).id === 'string' &&
    typeof (image as { url?: unknown }).url === 'string';
  return looksRight ? (image as ListingPhoto) : null;
}

/**
 * Sends one photo to be processed and kept, unattached, until a create or save names its id.
 * XMLHttpRequest rather than apiClient's fetch: only it reports upload progress.
 */
export function uploadPropertyImage({
  file,
  onProgress,
  signal,
  url,
}: UploadPropertyImageInput): Promise<ListingPhoto> {
  return new Promise((resolve, reject) => {
    // The photo list aborts without a reason, so the reason is the AbortError DOMException.
    const abortReason = () => signal.reason as DOMException;
    if (signal.aborted) {
      reject(abortReason());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(csrfHeaders())) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        // A proxy or captive portal can answer 200 with its own page; reading `.image` off that would throw
        // here, where nothing catches it, and the tile would spin for ever.
        const image = uploadedImageFrom(body);
        if (image) resolve(image);
        else
          reject(
            new ApiError(
              xhr.status,
              'UNEXPECTED_RESPONSE',
              'The server sent an unexpected answer; please try again.',
            ),
          );
        return;
      }
      const error = apiErrorFrom(xhr.status, body);
      // A proxy refusing the size answers with its own page, not our JSON.
      const tooLarge = xhr.status === 413 && error.code === 'HTTP_ERROR';
      reject(tooLarge ? new ApiError(413, 'PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge) : error);
    };
    xhr.onerror = () => {
      reject(
        new ApiError(0, 'NETWORK', 'Could not reach HouseHunt. Please check your connection and try again.'),
      );
    };
    xhr.onabort = () => {
      reject(abortReason());
    };
    signal.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** Several uploads may run at once through one hook: each mutateAsync call settles on its own. */
export function useUploadPropertyImage() {
  return useMutation({ mutationFn: uploadPropertyImage });
}
