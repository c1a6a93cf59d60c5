// The listing's photos while the form is open: stored ones and new uploads in one ordered list, the first the cover.
import { PHOTO_LIMITS, PHOTO_MESSAGES, type PhotoSize } from '#domain/photo-limits';

/** A photo the listing already has; removing it only takes effect when the form is saved. */
export type StoredPhoto = {
  kind: 'stored';
  key: string;
  id: string;
  name: string;
  url: string;
  /** The original's size, as the server measured it. */
  size: PhotoSize;
};

export type UploadStatus = 'waiting' | 'uploading' | 'uploaded' | 'failed';

/** A file chosen in this form: uploading, uploaded (it has an id) or failed (it has an error). */
export type NewPhoto = {
  kind: 'new';
  key: string;
  name: string;
  previewUrl: string;
  status: UploadStatus;
  /** Share of the file sent, 0 to 1. */
  progress: number;
  id: string | null;
  error: string | null;
};

export type Photo = StoredPhoto | NewPhoto;

export type PhotoListState = {
  photos: Photo[];
  /** Why some chosen files were not added, shown until the next add or removal. */
  notice: string | null;
};

export type ChosenPhoto = {
  key: string;
  name: string;
  previewUrl: string;
  /** Known before sending (too large, not a photo): the tile shows it and no upload starts. */
  problem: string | null;
};

export type PhotoListAction =
  | { type: 'added'; photos: ChosenPhoto[]; refused: number }
  | { type: 'started'; key: string }
  | { type: 'progressed'; key: string; progress: number }
  | { type: 'uploaded'; key: string; id: string }
  | { type: 'failed'; key: string; error: string }
  | { type: 'removed'; key: string }
  | { type: 'moved'; key: string; offset: -1 | 1 }
  /** Dragged onto another photo's place: it takes that place and the photos between shift over. */
  | { type: 'placed'; key: string; at: string };

type StoredPhotoSource = {
  id: string;
  url: string;
  width: number;
  height: number;
  variants: ReadonlyArray<{ width: number; format: string; url: string }>;
};

/** A tile is at most about 400 px wide: the smallest WebP that still fills it, not the full-size photo. */
const TILE_WIDTH = 400;

export function tileUrl({ url, variants }: Pick<StoredPhotoSource, 'id' | 'url' | 'variants'>): string {
  const wideEnough = variants
    .filter((variant) => variant.format === 'webp' && variant.width >= TILE_WIDTH)
    .sort((a, b) => a.width - b.width);
  return wideEnough[0]?.url ?? url;
}

/** Stored photos are named by their place when the form opened, so a name stays with its photo when it moves. */
export function initialPhotoList(stored: readonly StoredPhotoSource[]): PhotoListState {
  return {
    photos: stored.map((photo, index) => ({
      kind: 'stored',
      key: `stored:${photo.id}`,
      id: photo.id,
      name: `photo ${index + 1}`,
      url: tileUrl(photo),
      size: { width: photo.width, height: photo.height },
    })),
    notice: null,
  };
}

/** Whether a photo will be part of the listing once saved (a failed upload will not). */
export const isKept = (photo: Photo): boolean => photo.kind === 'stored' || photo.status !== 'failed';

/** How many more files may be added before the listing reaches its photo limit. */
export function roomLeft(state: PhotoListState): number {
  return Math.max(0, PHOTO_LIMITS.maxPhotosPerListing - state.photos.filter(isKept).length);
}

/**
 * The listing's photo ids in order, as a save sends them. Failed uploads have no id, so a save must wait until
 * they are removed (see hasFailedUploads) rather than drop them without a word.
 */
export function savedImageIds(state: PhotoListState): string[] {
  return state.photos.flatMap((photo) => {
    if (photo.kind === 'stored') return [photo.id];
    return photo.status === 'uploaded' && photo.id ? [photo.id] : [];
  });
}

/** Whether the photos differ from the stored ones the form opened with: added (even if failed), removed or moved. */
export function photosChanged(state: PhotoListState, stored: ReadonlyArray<{ id: string }>): boolean {
  return (
    state.photos.length !== stored.length ||
    state.photos.some((photo, index) => photo.kind !== 'stored' || photo.id !== stored[index]?.id)
  );
}

export function hasFailedUploads(state: PhotoListState): boolean {
  return state.photos.some((photo) => photo.kind === 'new' && photo.status === 'failed');
}

export function hasUploadsInFlight(state: PhotoListState): boolean {
  return state.photos.some(
    (photo) => photo.kind === 'new' && (photo.status === 'waiting' || photo.status === 'uploading'),
  );
}

/** What is wrong with a file before it is sent; the server checks the content again. */
export function photoProblem(file: { size: number; type: string }): string | null {
  if (!(PHOTO_LIMITS.acceptedTypes as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.notAPhoto;
  if (file.size > PHOTO_LIMITS.maxBytes) return PHOTO_MESSAGES.tooLarge;
  return null;
}

function updateNew(state: PhotoListState, key: string, change: Partial<NewPhoto>): PhotoListState {
  return {
    ...state,
    photos: state.photos.map((photo) =>
      photo.kind === 'new' && photo.key === key ? { ...photo, ...change } : photo,
    ),
  };
}

/** Swaps a photo with its nearest kept neighbour in that direction; failed uploads are not part of the order. */
function move(photos: Photo[], key: string, offset: -1 | 1): Photo[] {
  const from = photos.findIndex((photo) => photo.key === key);
  if (from === -1) return photos;
  let to = from + offset;
  while (to >= 0 && to < photos.length && !isKept(photos[to]!)) to += offset;
  if (to < 0 || to >= photos.length) return photos;
  const moved = [...photos];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}

function place(photos: Photo[], key: string, at: string): Photo[] {
  const from = photos.findIndex((photo) => photo.key === key);
  const to = photos.findIndex((photo) => photo.key === at);
  if (from === -1 || to === -1 || from === to) return photos;
  const placed = [...photos];
  placed.splice(to, 0, ...placed.splice(from, 1));
  return placed;
}

export function photoListReducer(state: PhotoListState, action: PhotoListAction): PhotoListState {
  switch (action.type) {
    case 'added':
      return {
        photos: [
          ...state.photos,
          ...action.photos.map(({ key, name, previewUrl, problem }): NewPhoto => ({
            kind: 'new',
            key,
            name,
            previewUrl,
            status: problem ? 'failed' : 'waiting',
            progress: 0,
            id: null,
            error: problem,
          })),
        ],
        notice: action.refused > 0 ? PHOTO_MESSAGES.tooMany : null,
      };
    case 'started':
      return updateNew(state, action.key, { status: 'uploading' });
    case 'progressed':
      return updateNew(state, action.key, { progress: Math.min(1, Math.max(0, action.progress)) });
    case 'uploaded':
      return updateNew(state, action.key, { status: 'uploaded', progress: 1, id: action.id });
    case 'failed':
      return updateNew(state, action.key, { status: 'failed', error: action.error });
    case 'removed':
      return { photos: state.photos.filter((photo) => photo.key !== action.key), notice: null };
    case 'moved':
      return { ...state, photos: move(state.photos, action.key, action.offset) };
    case 'placed':
      return { ...state, photos: place(state.photos, action.key, action.at) };
  }
}
