import { useEffect, useReducer, useRef, useState } from 'react';
import type { ListingPhoto } from '#web/lib/listing-types';
import { useUploadPropertyImage } from './upload-property-image';
import {
  hasFailedUploads,
  hasUploadsInFlight,
  initialPhotoList,
  photoListReducer,
  photoProblem,
  photosChanged,
  roomLeft,
  savedImageIds,
  type ChosenPhoto,
} from './photo-list';
import { createTaskQueue } from './upload-queue';

const UPLOADS_AT_ONCE = 3;

let lastPhotoKey = 0;
const nextPhotoKey = () => `new:${++lastPhotoKey}`;

/** A chosen file's browser-side resources, released when its tile goes. */
type LocalFile = { previewUrl: string; controller: AbortController };

/**
 * The form's photos: stored ones plus files chosen here, each uploaded as soon as it is chosen (three at a time)
 * so that saving only has to name their ids. `photoUploadUrl`: the team's or a lister's upload endpoint.
 */
export function usePhotoUploads(storedPhotos: readonly ListingPhoto[], photoUploadUrl: string) {
  const [state, dispatch] = useReducer(photoListReducer, storedPhotos, initialPhotoList);
  const { mutateAsync: upload } = useUploadPropertyImage();
  const [queue] = useState(() => createTaskQueue(UPLOADS_AT_ONCE));
  const localFiles = useRef(new Map<string, LocalFile>());

  useEffect(() => {
    const files = localFiles.current;
    return () => {
      for (const { previewUrl, controller } of files.values()) {
        controller.abort();
        URL.revokeObjectURL(previewUrl);
      }
      files.clear();
    };
  }, []);

  const uploadInTurn = (key: string, file: File, { signal }: AbortController) =>
    queue.add(async () => {
      // Removed while it waited for its turn.
      if (signal.aborted) return;
      dispatch({ type: 'started', key });
      try {
        const image = await upload({
          file,
          signal,
          url: photoUploadUrl,
          onProgress: (progress) => dispatch({ type: 'progressed', key, progress }),
        });
        dispatch({ type: 'uploaded', key, id: image.id });
      } catch (error) {
        if (signal.aborted) return;
        dispatch({
          type: 'failed',
          key,
          error: error instanceof Error ? error.message : 'The photo could not be uploaded',
        });
      }
    });

  const addFiles = (files: readonly File[]) => {
    const accepted = files.slice(0, roomLeft(state));
    const chosen = accepted.map((file) => {
      const photo: ChosenPhoto = {
        key: nextPhotoKey(),
        name: file.name,
        previewUrl: URL.createObjectURL(file),
        problem: photoProblem(file),
      };
      return { file, photo };
    });
    dispatch({
      type: 'added',
      photos: chosen.map(({ photo }) => photo),
      refused: files.length - accepted.length,
    });

    for (const { file, photo } of chosen) {
      const controller = new AbortController();
      localFiles.current.set(photo.key, { previewUrl: photo.previewUrl, controller });
      if (!photo.problem) uploadInTurn(photo.key, file, controller);
    }
  };

  const remove = (key: string) => {
    const local = localFiles.current.get(key);
    if (local) {
      local.controller.abort();
      URL.revokeObjectURL(local.previewUrl);
      localFiles.current.delete(key);
    }
    dispatch({ type: 'removed', key });
  };

  const move = (key: string, offset: -1 | 1) => dispatch({ type: 'moved', key, offset });
  const place = (key: string, at: string) => dispatch({ type: 'placed', key, at });

  return {
    photos: state.photos,
    notice: state.notice,
    imageIds: savedImageIds(state),
    uploading: hasUploadsInFlight(state),
    failed: hasFailedUploads(state),
    /** Not what the listing has stored: leaving now would lose the change. */
    changed: photosChanged(state, storedPhotos),
    addFiles,
    remove,
    move,
    place,
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
