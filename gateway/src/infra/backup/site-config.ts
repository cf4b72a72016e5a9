import type { Config } from '../../config';

/**
 * Where a site keeps its data: the same settings the server reads (DATA_DIR, DATABASE_URL,
 * MINIO_*), RESTORE_MAX_MB, and WEBHOOK_ALLOW_PRIVATE (which webhook targets its rows may hold).
 */
export type SiteConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'minio' | 'restoreMaxBytes' | 'webhooks'>;

export const databaseKind = (config: SiteConfig) => (config.databaseUrl ? 'mysql' : 'sqlite') as 'mysql' | 'sqlite';
export const storageKind = (config: SiteConfig) => (config.minio ? 's3' : 'local') as 's3' | 'local';
