import { activateEnglish } from '#web/testing/languages';
import { describe, expect, it } from 'vitest';
import { photoAlt, srcSetFor } from './photo-sources';

// The messages are the English catalogue's, as on an English page.
activateEnglish();

describe('srcSetFor', () => {
  const variants = [
    { width: 960, format: 'webp', url: '/p/a-960.webp' },
    { width: 480, format: 'avif', url: '/p/a-480.avif' },
    { width: 480, format: 'webp', url: '/p/a-480.webp' },
    { width: 960, format: 'avif', url: '/p/a-960.avif' },
  ] as const;

  it('lists one format’s renditions with their widths, smallest first', () => {
    expect(srcSetFor(variants, 'webp')).toBe('/p/a-480.webp 480w, /p/a-960.webp 960w');
    expect(srcSetFor(variants, 'avif')).toBe('/p/a-480.avif 480w, /p/a-960.avif 960w');
  });

  it('is empty for a format the photo has no rendition in', () => {
    expect(srcSetFor([variants[0]], 'avif')).toBe('');
  });
});

describe('photoAlt', () => {
  it('names the listing and counts photos from one', () => {
    expect(photoAlt('3 BHK in Indiranagar', 1, 8)).toBe('3 BHK in Indiranagar — photo 2 of 8');
  });
});
