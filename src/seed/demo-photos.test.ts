import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_SCENES, renderDemoPhoto } from './demo-photos.js';

const digest = (buf: Buffer) => createHash('sha256').update(buf).digest('hex');

describe('renderDemoPhoto', () => {
  it.each(DEMO_SCENES)('renders three distinct 1600x1000 JPEGs of a %s', async (scene) => {
    const photos = await Promise.all([0, 1, 2].map((variant) => renderDemoPhoto(scene, variant)));
    for (const photo of photos) {
      expect(photo.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const meta = await sharp(photo).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1000 });
    }
    expect(new Set(photos.map(digest)).size).toBe(3);
  });

  it('is deterministic, and wraps variants outside 0..2', async () => {
    const [a, b, wrapped] = await Promise.all([
      renderDemoPhoto('villa', 1),
      renderDemoPhoto('villa', 1),
      renderDemoPhoto('villa', 4),
    ]);
    expect(digest(a)).toBe(digest(b));
    expect(digest(wrapped)).toBe(digest(a));
  });

  it('lists every scene once', () => {
    expect(new Set(DEMO_SCENES).size).toBe(11);
  });
});
