import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_PHOTOS_RULE,
  ACCEPTED_PHOTO_TYPES,
  isSmallerThanRecommended,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
} from './photo-limits.js';

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

  it('warns of a photo smaller than the 800 × 400 px the hint names, on either side', () => {
    expect(isSmallerThanRecommended({ width: 300, height: 200 })).toBe(true);
    expect(isSmallerThanRecommended({ width: 1200, height: 399 })).toBe(true);
    expect(isSmallerThanRecommended({ width: 799, height: 1000 })).toBe(true);
    expect(isSmallerThanRecommended({ width: 800, height: 400 })).toBe(false);
    expect(PHOTO_MESSAGES.smallerThanRecommended({ width: 300, height: 200 })).toBe(
      'This photo is 300 × 200 px, smaller than 800 × 400 px: it will look blurry on large screens.',
    );
  });
});
