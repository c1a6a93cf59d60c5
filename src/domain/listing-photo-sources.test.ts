import { describe, expect, it } from 'vitest';
import { pictureSources, srcSetFor } from './listing-photo-sources.js';

const variants = [
  { width: 960, format: 'webp', url: '/p/a-960.webp' },
  { width: 480, format: 'avif', url: '/p/a-480.avif' },
  { width: 480, format: 'webp', url: '/p/a-480.webp' },
  { width: 960, format: 'avif', url: '/p/a-960.avif' },
] as const;

describe('srcSetFor', () => {
  it('lists one format’s renditions with their widths, smallest first', () => {
    expect(srcSetFor(variants, 'webp')).toBe('/p/a-480.webp 480w, /p/a-960.webp 960w');
    expect(srcSetFor(variants, 'avif')).toBe('/p/a-480.avif 480w, /p/a-960.avif 960w');
  });

  it('is empty for a format the photo has no rendition in', () => {
    expect(srcSetFor([variants[0]], 'avif')).toBe('');
  });
});

describe('pictureSources', () => {
  it('offers AVIF before WebP, as browsers should try them', () => {
    expect(pictureSources(variants)).toEqual([
      { format: 'avif', type: 'image/avif', srcSet: '/p/a-480.avif 480w, /p/a-960.avif 960w' },
      { format: 'webp', type: 'image/webp', srcSet: '/p/a-480.webp 480w, /p/a-960.webp 960w' },
    ]);
  });

  it('leaves out a format the photo has no rendition in', () => {
    expect(pictureSources([variants[0], variants[2]]).map((source) => source.format)).toEqual(['webp']);
    expect(pictureSources([])).toEqual([]);
  });
});
