import { LocalDiskStorage } from './local-disk-storage.js';
import { S3Storage, type S3StorageOptions } from './s3-storage.js';
import type { ObjectStorage } from './storage.js';

/** Which backend to use and its options, as config.ts reads them from the environment. */
export type StorageBackend = { driver: 'local'; dir: string } | ({ driver: 's3' } & S3StorageOptions);

/** The configured backend: local disk by default, an S3-compatible bucket to share files between servers. */
export function createStorage(config: StorageBackend): ObjectStorage {
  if (config.driver === 'local') return new LocalDiskStorage(config.dir);
  const { driver: _driver, ...options } = config;
  return new S3Storage(options);
}
