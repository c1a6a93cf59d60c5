import type { Config } from '#server/config';
import { LocalDiskStorage } from './local-disk-storage.js';
import { S3Storage } from './s3-storage.js';
import type { ObjectStorage } from './storage.js';

/** The configured backend: local disk by default, an S3-compatible bucket to share files between servers. */
export function createStorage(config: Config['storage']): ObjectStorage {
  if (config.driver === 'local') return new LocalDiskStorage(config.dir);
  const { driver: _driver, ...options } = config;
  return new S3Storage(options);
}
