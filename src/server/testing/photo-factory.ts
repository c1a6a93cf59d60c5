/** Photos made on the spot for upload tests, and the multipart form a browser would send them in. */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A JPEG carrying camera EXIF and a GPS position, as phones write them. */
export async function aJpegWithGps(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b45309' } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 0/1',
      },
    })
    .toBuffer();
}

export async function aPng(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#0f766e' } })
    .png()
    .toBuffer();
}

/** Does this EXIF block hold a GPS section? (tag 0x8825, in either byte order) */
export function hasGpsPointer(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

export function photoForm(body: Buffer, fileName: string, type = 'image/jpeg'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)], { type }), fileName);
  return form;
}

/**
 * A decompression bomb: a few hundred bytes of PNG that claim 30,000 × 30,000 pixels (900 megapixels,
 * about 2.7 GB once decoded).
 */
export function aPixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = deflateSync(Buffer.alloc(30_001 * 16)); // a few rows of zeros; a real bomb would have them all
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A JPEG with something in it (shapes in many shades, drawn from `seed`): a flat-colour test image has no detail
 * for a perceptual hash, and two seeds give two different pictures.
 */
export async function aPicture(seed: number, width = 1600, height = 1000): Promise<Buffer> {
  let state = seed * 2_654_435_761 + 1;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const shade = () => `hsl(${Math.floor(next() * 360)} 60% ${Math.floor(10 + next() * 80)}%)`;
  const shapes = Array.from({ length: 24 }, () => {
    const [x, y] = [next() * width, next() * height];
    return next() < 0.5
      ? `<rect x="${x}" y="${y}" width="${next() * width * 0.5}" height="${next() * height * 0.5}" fill="${shade()}"/>`
      : `<circle cx="${x}" cy="${y}" r="${next() * height * 0.3}" fill="${shade()}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${shade()}"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
