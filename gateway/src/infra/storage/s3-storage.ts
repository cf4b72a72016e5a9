import { Client } from 'minio';
import { newestFirst, type FileStorage, type StoredObject } from './file-storage';
import { assertStorageKey } from './image-file';

interface S3StorageOptions {
  /** e.g. http://127.0.0.1:9000 */
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region?: string;
}

const errorCode = (error: unknown) => (error as { code?: unknown })?.code;
const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound', 'NoSuchObject'].includes(String(errorCode(error)));
const isAlreadyThere = (error: unknown) =>
  ['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes(String(errorCode(error)));

/** MinIO or any S3-compatible server, through the minio client. */
export class S3Storage implements FileStorage {
  private readonly client: Client;
  private readonly bucket: string;
  private readonly region: string;

  constructor(options: S3StorageOptions) {
    const url = new URL(options.endpoint);
    const useSSL = url.protocol === 'https:';
    this.client = new Client({
      endPoint: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      region: options.region,
    });
    this.bucket = options.bucket;
    this.region = options.region ?? 'us-east-1';
  }

  async init(): Promise<void> {
    if (await this.client.bucketExists(this.bucket)) return;
    try {
      await this.client.makeBucket(this.bucket, this.region);
    } catch (error) {
      // Another gateway instance may have created it between the two calls.
      if (!isAlreadyThere(error)) throw error;
    }
  }

  async save(key: string, data: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    // A known size keeps the client to a single PUT (no multipart upload).
    await this.client.putObject(this.bucket, key, data, data.length, { 'Content-Type': contentType });
  }

  async open(key: string): Promise<StoredObject | null> {
    assertStorageKey(key);
    try {
      const stat = await this.client.statObject(this.bucket, key);
      const stream = await this.client.getObject(this.bucket, key);
      const contentType = String(stat.metaData?.['content-type'] ?? 'application/octet-stream');
      return { stream, contentType, size: stat.size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      await this.client.removeObject(this.bucket, key);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async list(): Promise<string[]> {
    const objects: Array<{ key: string; savedAt: number }> = [];
    for await (const item of this.client.listObjects(this.bucket, '', true)) {
      if (item.name) objects.push({ key: item.name, savedAt: item.lastModified ? new Date(item.lastModified).getTime() : 0 });
    }
    return newestFirst(objects);
  }
}
