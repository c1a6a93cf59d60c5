import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { LocalDiskStorage } from '#server/storage/local-disk-storage';
import { S3Storage } from '#server/storage/s3-storage';
import type { ObjectStorage } from '#server/storage/storage';

export type StorageBackend = {
  name: string;
  open: () => Promise<{ storage: ObjectStorage; close: () => Promise<void> }>;
};

/** Both storage backends, each opened fresh: local disk, and a real S3 API on loopback (s3rver). */
export const STORAGE_BACKENDS: StorageBackend[] = [
  {
    name: 'local disk',
    async open() {
      const root = mkdtempSync(join(tmpdir(), 'househunt-disk-'));
      return {
        storage: new LocalDiskStorage(root),
        close: async () => rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3-compatible server',
    async open() {
      const directory = mkdtempSync(join(tmpdir(), 'househunt-s3-'));
      // A real S3 API on loopback: the same client code that talks to AWS, MinIO or R2.
      const server = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory,
        configureBuckets: [{ name: 'househunt', configs: [] }],
      });
      const { port } = await server.run();
      const storage = new S3Storage({
        bucket: 'househunt',
        region: 'ap-south-1',
        endpoint: `http://127.0.0.1:${port}`,
        forcePathStyle: true,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      });
      return {
        storage,
        async close() {
          storage.close();
          await server.close();
          rmSync(directory, { recursive: true, force: true });
        },
      };
    },
  },
];
