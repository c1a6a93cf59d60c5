import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { cacheControl, IMMUTABLE } from '#server/http/cache-policy';
import {
  assertValidKey,
  contentTypeForKey,
  isValidKey,
  type ListedObject,
  type ObjectStorage,
  type StoredObject,
} from './storage.js';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, Spaces...); unset for AWS itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** A CDN or public bucket address; without it files are served through the app at /media/{key}. */
  publicUrl?: string;
};

// S3 deletes at most this many keys per request.
const DELETE_BATCH = 1000;

/** Files in an S3-compatible bucket, so several app servers share one store. */
export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      ...(options.accessKeyId &&
        options.secretAccessKey && {
          credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        }),
      // Plain MD5-era uploads: many S3-compatible servers do not understand the newer streamed checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        // Keys never change once written, so any cache in front of the bucket may keep them.
        CacheControl: cacheControl(IMMUTABLE),
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isValidKey(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? contentTypeForKey(key),
      };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    keys.forEach(assertValidKey);
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const result = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.options.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      if (result.Errors?.length) {
        const first = result.Errors[0]!;
        throw new Error(
          `Could not delete ${result.Errors.length} file(s), e.g. ${first.Key}: ${first.Message}`,
        );
      }
    }
  }

  async *list(prefix: string): AsyncIterable<ListedObject[]> {
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: prefix,
          ContinuationToken: continuationToken,
        }),
      );
      const objects = (page.Contents ?? []).flatMap((object) =>
        object.Key && object.LastModified ? [{ key: object.Key, modifiedAt: object.LastModified }] : [],
      );
      if (objects.length) yield objects;
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  publicUrl(key: string): string {
    return this.options.publicUrl ? `${this.options.publicUrl.replace(/\/$/, '')}/${key}` : `/media/${key}`;
  }

  close(): void {
    this.client.destroy();
  }
}
