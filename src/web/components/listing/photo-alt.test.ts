import { activateEnglish } from '#web/testing/languages';
import { describe, expect, it } from 'vitest';
import { photoAlt } from './photo-alt';

// The messages are the English catalogue's, as on an English page.
activateEnglish();

describe('photoAlt', () => {
  it('names the listing and counts photos from one', () => {
    expect(photoAlt('3 BHK in Indiranagar', 1, 8)).toBe('3 BHK in Indiranagar — photo 2 of 8');
  });
});
