import { mkdir, open, opendir, rename, rm, stat, writeFile, type FileHandle } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join, relative, sep } from 'node:path';
import {
  assertValidKey,
  contentTypeForKey,
  isValidKey,
  type ListedObject,
  type ObjectStorage,
  type StoredObject,
} from './storage.js';

const LIST_PAGE = 1000;

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
    // Opened before answering, so a file deleted meanwhile is a clean "not found", never a broken stream.
    let handle: FileHandle;
    try {
      handle = await open(join(this.root, key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), size: info.size, contentType: contentTypeForKey(key) };
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      assertValidKey(key);
      await rm(join(this.root, key), { force: true });
    }
  }

  async *list(prefix: string): AsyncIterable<ListedObject[]> {
    let page: ListedObject[] = [];
    for await (const path of this.files(join(this.root, prefix))) {
      // Gone between the listing and this look: nothing to report.
      const info = await stat(path).catch(() => null);
      if (!info) continue;
      page.push({ key: relative(this.root, path).split(sep).join('/'), modifiedAt: info.mtime });
      if (page.length === LIST_PAGE) {
        yield page;
        page = [];
      }
    }
    if (page.length) yield page;
  }

  private async *files(folder: string): AsyncIterable<string> {
    let entries;
    try {
      entries = await opendir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for await (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) yield* this.files(path);
      else if (entry.isFile()) yield path;
    }
  }

  publicUrl(key: string): string {
    return `${this.urlPrefix}${key}`;
  }
}
