/** Where uploaded files live. Keys are relative paths such as properties/1700000000000-living-room-960.webp. */
import type { Readable } from 'node:stream';

export type StoredObject = { body: Readable; size: number; contentType: string };

/** An entry of a listing: what housekeeping needs to tell a forgotten file from one being written. */
export type ListedObject = { key: string; modifiedAt: Date };

export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a key that is already gone is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /**
   * Everything stored under a folder (`properties/`), including what an interrupted write left behind, in
   * pages as the store hands them out.
   */
  list(prefix: string): AsyncIterable<ListedObject[]>;
  /** The URL a browser fetches the object from. */
  publicUrl(key: string): string;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export function isValidKey(key: string): boolean {
  return (
    key.length <= 512 &&
    KEY_PATTERN.test(key) &&
    !key.split('/').some((part) => part === '..' || part === '.')
  );
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export function contentTypeForKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
