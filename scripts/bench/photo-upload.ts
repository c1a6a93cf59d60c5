/**
 * Times one 5 MB phone-sized photo through POST /api/admin/property-images (multipart parse, content check,
 * re-encode to WebP and AVIF at three widths, storage) and prints the bytes of each variant.
 */
import sharp from 'sharp';
import { buildTestApp } from '#server/testing/test-app';
import { signIn } from '#server/testing/sign-in';
import { photoForm } from '#server/testing/photo-factory';

const RUNS = 5;

/** A 4000 × 3000 JPEG of about 5 MB: smooth random texture, the same every run (seeded). */
export async function aFiveMegabytePhoto(): Promise<Buffer> {
  let seed = 0x2545f491;
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed & 0xff;
  };
  const [width, height] = [1100, 825];
  const texture = Buffer.alloc(width * height * 3);
  for (let i = 0; i < texture.length; i++) texture[i] = random();
  return sharp(texture, { raw: { width, height, channels: 3 } })
    .resize(4000, 3000, { kernel: 'cubic' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function benchPhotoUpload(): Promise<void> {
  const photo = await aFiveMegabytePhoto();
  const t = await buildTestApp('PGlite');
  try {
    const admin = await signIn(t.app, 'admin@example.com');
    const headers = { cookie: admin.jar.header(), 'x-csrf-token': admin.csrfToken };
    const timings: number[] = [];
    let variants: Array<{ width: number; format: string; url: string }> = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/property-images',
        headers,
        payload: photoForm(photo, 'living-room.jpg'),
      });
      timings.push(performance.now() - started);
      if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
      variants = response.json<{ image: { variants: typeof variants } }>().image.variants;
    }
    timings.sort((a, b) => a - b);
    console.log(
      `\nPhoto upload: ${(photo.length / 1024 / 1024).toFixed(2)} MB JPEG, 4000 × 3000, ${RUNS} runs`,
    );
    console.log(
      `  time per upload: median ${timings[Math.floor(RUNS / 2)]!.toFixed(0)} ms, ` +
        `min ${timings[0]!.toFixed(0)} ms, max ${timings.at(-1)!.toFixed(0)} ms`,
    );
    for (const variant of variants) {
      const object = await t.storage.get(variant.url.replace(/^\/media\//, ''));
      console.log(
        `  ${String(variant.width).padStart(4)} px ${variant.format.padEnd(4)} ${object?.size ?? '?'} bytes`,
      );
      object?.body.destroy();
    }
  } finally {
    await t.close();
  }
}
