import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '#domain/photo-limits';
import { aJpegWithGps, aPixelBomb, hasGpsPointer } from '#server/testing/photo-factory';
import {
  PHOTOS_PROCESSED_AT_ONCE,
  planImageKeys,
  processImage,
  sanitiseFileName,
} from './image-processing.js';

describe('processing a photo', () => {
  it('strips EXIF and GPS and makes WebP and AVIF at each width up to the original', async () => {
    const original = await aJpegWithGps(1200, 800);
    const exif = (await sharp(original).metadata()).exif;
    expect(exif && hasGpsPointer(exif)).toBe(true);

    const processed = await processImage(original);
    expect(processed.variants.map((v) => `${v.width}x${v.height}.${v.format}`)).toEqual([
      '480x320.webp',
      '480x320.avif',
      '768x512.webp',
      '768x512.avif',
      '960x640.webp',
      '960x640.avif',
      '1200x800.webp',
      '1200x800.avif',
    ]);
    for (const variant of processed.variants) {
      const metadata = await sharp(variant.body).metadata();
      expect(metadata.format).toBe(variant.format === 'webp' ? 'webp' : 'heif');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
  });

  it('applies the camera orientation so a portrait shot stays portrait', async () => {
    const sideways = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#777' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const processed = await processImage(sideways);
    expect([processed.width, processed.height]).toEqual([600, 800]);
    const largest = await sharp(processed.variants.at(-1)!.body).metadata();
    expect([largest.width, largest.height, largest.orientation]).toEqual([600, 800, undefined]);
  });

  it.each([
    ['a text file named .jpg', Buffer.from('just some text, honestly'), PHOTO_MESSAGES.notAPhoto],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script/></svg>'),
      PHOTO_MESSAGES.notAPhoto,
    ],
    ['a pixel bomb', aPixelBomb(), PHOTO_MESSAGES.tooManyPixels],
    ['a file over 15 MB', Buffer.alloc(PHOTO_LIMITS.maxBytes + 1), PHOTO_MESSAGES.tooLarge],
  ])('refuses %s', async (_name, input, message) => {
    await expect(processImage(input)).rejects.toMatchObject({ status: 400, message });
  });

  it('names keys properties/{timestamp}-{sanitised name}-{random}-{width}.{format}', async () => {
    const processed = await processImage(await aJpegWithGps(500, 400));
    const planned = planImageKeys(processed, 'Living Room (2).JPG', new Date(1_700_000_000_000));
    expect(planned.variants.map((v) => v.key)).toEqual([
      expect.stringMatching(/^properties\/1700000000000-living-room-2-[0-9a-f]{6}-480\.webp$/),
      expect.stringMatching(/^properties\/1700000000000-living-room-2-[0-9a-f]{6}-480\.avif$/),
      expect.stringMatching(/^properties\/1700000000000-living-room-2-[0-9a-f]{6}-500\.webp$/),
      expect.stringMatching(/^properties\/1700000000000-living-room-2-[0-9a-f]{6}-500\.avif$/),
    ]);
    expect(sanitiseFileName('../../etc/passwd.jpg')).toBe('etc-passwd');
    expect(sanitiseFileName('..jpg')).toBe('photo');
  });
});

describe('memory use of photo processing', () => {
  it('keeps no libvips operation cache and gives each photo one libvips thread', () => {
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, files: { max: 0 }, items: { max: 0 } });
    expect(sharp.concurrency()).toBe(1);
  });

  it('processes every photo of a burst, one per core at a time', async () => {
    expect(PHOTOS_PROCESSED_AT_ONCE).toBe(Math.min(availableParallelism(), 4));
    const photo = await aJpegWithGps(2000, 1500);
    const burst = PHOTOS_PROCESSED_AT_ONCE * 3 + 1;
    const processed = await Promise.all(Array.from({ length: burst }, () => processImage(photo)));
    expect(processed.every((image) => image.variants.length === 8)).toBe(true);
  });
});
