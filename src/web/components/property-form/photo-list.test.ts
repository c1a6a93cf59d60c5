import { describe, expect, it } from 'vitest';
import {
  hasFailedUploads,
  hasUploadsInFlight,
  initialPhotoList,
  photoListReducer,
  photoProblem,
  photosChanged,
  tileUrl,
  roomLeft,
  savedImageIds,
  type ChosenPhoto,
  type PhotoListAction,
  type PhotoListState,
} from './photo-list';

const stored = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `img-${index + 1}`,
    url: `/media/${index + 1}.webp`,
    width: 1600,
    height: 1200,
    variants: [],
  }));

const chosen = (key: string, problem: string | null = null): ChosenPhoto => ({
  key,
  name: `${key}.jpg`,
  previewUrl: `blob:${key}`,
  problem,
});

const run = (state: PhotoListState, ...actions: PhotoListAction[]) => actions.reduce(photoListReducer, state);
const keys = (state: PhotoListState) => state.photos.map((photo) => photo.key);

describe('photo list', () => {
  it('names stored photos by their place and keeps their order as the saved ids', () => {
    const state = initialPhotoList(stored(2));
    expect(state.photos.map((photo) => photo.name)).toEqual(['photo 1', 'photo 2']);
    expect(savedImageIds(state)).toEqual(['img-1', 'img-2']);
  });

  it('saves a new photo only once its upload has finished', () => {
    let state = run(initialPhotoList(stored(1)), { type: 'added', photos: [chosen('a')], refused: 0 });
    expect(hasUploadsInFlight(state)).toBe(true);
    expect(savedImageIds(state)).toEqual(['img-1']);

    state = run(state, { type: 'started', key: 'a' }, { type: 'progressed', key: 'a', progress: 0.4 });
    expect(state.photos[1]).toMatchObject({ status: 'uploading', progress: 0.4 });

    state = run(state, { type: 'uploaded', key: 'a', id: 'new-a' });
    expect(hasUploadsInFlight(state)).toBe(false);
    expect(savedImageIds(state)).toEqual(['img-1', 'new-a']);
  });

  it('keeps a failed upload on screen with its message but out of the saved ids', () => {
    const state = run(
      initialPhotoList([]),
      { type: 'added', photos: [chosen('a')], refused: 0 },
      { type: 'failed', key: 'a', error: 'This file is not a JPEG, PNG or WebP photo' },
    );
    expect(state.photos[0]).toMatchObject({
      status: 'failed',
      error: 'This file is not a JPEG, PNG or WebP photo',
    });
    expect(savedImageIds(state)).toEqual([]);
    expect(hasUploadsInFlight(state)).toBe(false);
    expect(hasFailedUploads(state)).toBe(true);
    expect(hasFailedUploads(run(state, { type: 'removed', key: 'a' }))).toBe(false);
  });

  it('adds a file with a known problem as failed, without uploading it', () => {
    const state = run(initialPhotoList([]), { type: 'added', photos: [chosen('a', 'Too big')], refused: 0 });
    expect(state.photos[0]).toMatchObject({ status: 'failed', error: 'Too big' });
  });

  it('moves a photo earlier or later, making the first one the cover', () => {
    let state = initialPhotoList(stored(3));
    state = run(state, { type: 'moved', key: 'stored:img-3', offset: -1 });
    expect(savedImageIds(state)).toEqual(['img-1', 'img-3', 'img-2']);
    state = run(state, { type: 'moved', key: 'stored:img-3', offset: -1 });
    expect(savedImageIds(state)).toEqual(['img-3', 'img-1', 'img-2']);
    state = run(state, { type: 'moved', key: 'stored:img-3', offset: -1 });
    expect(savedImageIds(state)).toEqual(['img-3', 'img-1', 'img-2']);
  });

  it('places a dragged photo where it was dropped, the ones between shifting over', () => {
    let state = initialPhotoList(stored(4));
    state = run(state, { type: 'placed', key: 'stored:img-3', at: 'stored:img-1' });
    expect(savedImageIds(state)).toEqual(['img-3', 'img-1', 'img-2', 'img-4']);
    state = run(state, { type: 'placed', key: 'stored:img-3', at: 'stored:img-4' });
    expect(savedImageIds(state)).toEqual(['img-1', 'img-2', 'img-4', 'img-3']);
    expect(savedImageIds(run(state, { type: 'placed', key: 'stored:img-1', at: 'gone' }))).toEqual(
      savedImageIds(state),
    );
  });

  it('moves past failed uploads, which are not part of the order', () => {
    const state = run(
      initialPhotoList(stored(1)),
      { type: 'added', photos: [chosen('bad', 'Too big'), chosen('b')], refused: 0 },
      { type: 'moved', key: 'b', offset: -1 },
    );
    expect(keys(state)).toEqual(['b', 'bad', 'stored:img-1']);
  });

  it('removes a photo from the list (a stored one is deleted by the next save)', () => {
    const state = run(initialPhotoList(stored(2)), { type: 'removed', key: 'stored:img-1' });
    expect(savedImageIds(state)).toEqual(['img-2']);
  });

  it('has room for 30 photos, failed uploads not counting', () => {
    const full = initialPhotoList(stored(29));
    expect(roomLeft(full)).toBe(1);
    const withFailure = run(full, { type: 'added', photos: [chosen('bad', 'Too big')], refused: 0 });
    expect(roomLeft(withFailure)).toBe(1);
  });

  it('tells a change to the stored photos (added, removed, moved) from none, for the leave guard', () => {
    const opened = stored(2);
    const state = initialPhotoList(opened);
    expect(photosChanged(state, opened)).toBe(false);
    expect(photosChanged(run(state, { type: 'removed', key: 'stored:img-2' }), opened)).toBe(true);
    expect(photosChanged(run(state, { type: 'moved', key: 'stored:img-2', offset: -1 }), opened)).toBe(true);
    const added = run(state, { type: 'added', photos: [chosen('bad', 'Too big')], refused: 0 });
    expect(photosChanged(added, opened)).toBe(true);
    expect(photosChanged(run(added, { type: 'removed', key: 'bad' }), opened)).toBe(false);
  });

  it('says why files beyond the limit were not added, until the next change', () => {
    let state = run(initialPhotoList(stored(29)), { type: 'added', photos: [chosen('a')], refused: 2 });
    expect(state.notice).toBe('A listing can have at most 30 photos');
    state = run(state, { type: 'removed', key: 'a' });
    expect(state.notice).toBeNull();
  });
});

describe('photoProblem', () => {
  it('accepts JPEG, PNG and WebP photos up to 15 MB', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 15 * 1024 * 1024 })).toBeNull();
    expect(photoProblem({ type: 'image/webp', size: 1000 })).toBeNull();
  });

  it('refuses other files and larger photos before sending them', () => {
    expect(photoProblem({ type: 'application/pdf', size: 1000 })).toBe(
      'This file is not a JPEG, PNG or WebP photo',
    );
    expect(photoProblem({ type: 'image/png', size: 15 * 1024 * 1024 + 1 })).toBe(
      'Photos can be at most 15 MB',
    );
  });
});

describe('tileUrl', () => {
  it('shows the smallest WebP at least a tile wide, or the full photo when there is none', () => {
    const variants = [
      { width: 1600, format: 'webp', url: '/m/1600.webp' },
      { width: 480, format: 'avif', url: '/m/480.avif' },
      { width: 800, format: 'webp', url: '/m/800.webp' },
      { width: 320, format: 'webp', url: '/m/320.webp' },
    ];
    expect(tileUrl({ id: 'a', url: '/m/1600.webp', variants })).toBe('/m/800.webp');
    expect(tileUrl({ id: 'a', url: '/m/full.webp', variants: [] })).toBe('/m/full.webp');
  });
});
