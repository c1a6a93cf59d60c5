import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_BACKENDS } from '#server/testing/storage-backends';
import { S3Storage } from './s3-storage.js';
import type { ObjectStorage } from './storage.js';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe.each(STORAGE_BACKENDS)('storage on $name', ({ open }) => {
  let storage: ObjectStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(async () => close?.());

  it('stores a file and reads the same bytes back with its type and size', async () => {
    const body = Buffer.from('not really a webp, but bytes are bytes');
    await storage.put('properties/1700000000000-front-abc123-480.webp', body, 'image/webp');
    const object = await storage.get('properties/1700000000000-front-abc123-480.webp');
    expect(object).not.toBeNull();
    expect(object!.size).toBe(body.length);
    expect(object!.contentType).toBe('image/webp');
    expect(await readAll(object!.body)).toEqual(body);
  });

  it('overwrites a key with the new bytes', async () => {
    await storage.put('properties/a-480.webp', Buffer.from('one'), 'image/webp');
    await storage.put('properties/a-480.webp', Buffer.from('two'), 'image/webp');
    expect((await readAll((await storage.get('properties/a-480.webp'))!.body)).toString()).toBe('two');
  });

  it('answers null for a missing file', async () => {
    expect(await storage.get('properties/never-written.webp')).toBeNull();
  });

  it('deletes files, and deleting a missing one is not an error', async () => {
    await storage.put('properties/b-480.webp', Buffer.from('b'), 'image/webp');
    await storage.put('properties/b-960.webp', Buffer.from('b'), 'image/webp');
    await storage.delete(['properties/b-480.webp', 'properties/b-960.webp', 'properties/gone.webp']);
    expect(await storage.get('properties/b-480.webp')).toBeNull();
    expect(await storage.get('properties/b-960.webp')).toBeNull();
  });

  it('refuses keys that could escape their folder', async () => {
    for (const key of [
      '../secrets',
      'properties/../../etc/passwd',
      '/absolute',
      'Properties/Upper.webp',
      '',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(
        /Invalid storage key/,
      );
      expect(await storage.get(key)).toBeNull();
    }
  });

  it('lists what is stored under a folder, with when each file was last written', async () => {
    const before = Date.now() - 60_000;
    await storage.put('listing-test/a/c-480.webp', Buffer.from('c'), 'image/webp');
    await storage.put('listing-test/d-960.avif', Buffer.from('d'), 'image/avif');
    await storage.put('elsewhere/e-480.webp', Buffer.from('e'), 'image/webp');
    const listed = [];
    for await (const page of storage.list('listing-test/')) listed.push(...page);
    expect(listed.map((object) => object.key).sort()).toEqual([
      'listing-test/a/c-480.webp',
      'listing-test/d-960.avif',
    ]);
    for (const object of listed) expect(object.modifiedAt.getTime()).toBeGreaterThan(before);
    const nothing = [];
    for await (const page of storage.list('never-written/')) nothing.push(...page);
    expect(nothing).toEqual([]);
  });

  it('gives the address a browser loads the file from', () => {
    expect(storage.publicUrl('properties/x-480.webp')).toBe('/media/properties/x-480.webp');
  });
});

describe('S3 storage behind a CDN', () => {
  it('points browsers at the public base address', () => {
    const storage = new S3Storage({
      bucket: 'b',
      region: 'ap-south-1',
      forcePathStyle: false,
      publicUrl: 'https://cdn.househunt.in/',
    });
    expect(storage.publicUrl('properties/x-480.webp')).toBe('https://cdn.househunt.in/properties/x-480.webp');
    storage.close();
  });
});
