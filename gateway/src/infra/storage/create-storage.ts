import path from 'node:path';
import type { FileStorage } from './file-storage';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import { withOutageErrors } from './storage-outage';

interface StorageOptions {
  dataDir: string;
  minio?: { endpoint: string; accessKey: string; secretKey: string; bucket: string };
}

/** MinIO when configured (production), otherwise a folder under the data directory. */
export function createStorage(options: StorageOptions): FileStorage {
  if (options.minio) return withOutageErrors(new S3Storage(options.minio));
  return withOutageErrors(new LocalStorage(path.join(options.dataDir, 'uploads')));
}
