import { describe, expect, it } from 'vitest';
import { ACCEPTED_PHOTOS_RULE, ACCEPTED_PHOTO_TYPES, PHOTO_LIMITS, PHOTO_MESSAGES } from './photo-limits.js';

describe('photo limits as people read them', () => {
  it('names every type the server accepts, and no other', () => {
    expect(ACCEPTED_PHOTO_TYPES).toBe('JPEG, PNG or WebP');
    expect(PHOTO_LIMITS.acceptedTypes).toHaveLength(3);
  });

  it('states the rule the uploader enforces: types, size per photo and photos per listing', () => {
    expect(ACCEPTED_PHOTOS_RULE).toBe('Accepted: JPEG, PNG or WebP · up to 15 MB each · at most 30 photos');
    expect(PHOTO_MESSAGES.notAPhoto).toBe('This file is not a JPEG, PNG or WebP photo');
    expect(PHOTO_MESSAGES.tooLarge).toBe('Photos can be at most 15 MB');
  });
});
