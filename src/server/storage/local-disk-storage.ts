import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { assertValidKey, contentTypeForKey, isValidKey, type ObjectStorage, type StoredObject } from './storage.js';

/** Files under one folder on local disk, served by the app at /media/{key}. */
export class LocalDiskStorage implements ObjectStorage {
  constructor(
    private readonly root: string,
    private readonly urlPrefix = '/media/',
  ) {}

  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    assertValidKey(key);
    const path = join(this.root, key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${path}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, body);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isValidKey(key)) return null;
    const path = join(this.root, key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { body: createReadStream(path), size: info.size, contentType: contentTypeForKey(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      assertValidKey(key);
      await rm(join(this.root, key), { force: true });
    }
  }

  publicUrl(key: string): string {
    return `${this.urlPrefix}${key}`;
  }
}
