import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PASSWORD_MIN_LENGTH } from '@consultancy/domain';
import { TRASH_RETENTION_DAYS } from '@consultancy/domain/audit';

interface MinioConfig {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
}

export interface Config {
  port: number;
  dataDir: string;
  /** mysql://user:pass@host:port/db selects MySQL/MariaDB; undefined selects the embedded SQLite file. */
  databaseUrl?: string;
  minio?: MinioConfig;
  jwtSecret: string;
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  graphqlExplorer: boolean;
  /** Introspection and field suggestions for anyone (GRAPHQL_SCHEMA_PUBLIC; default: outside production only), else for signed-in administrators. */
  graphqlSchemaPublic: boolean;
  /** Express `trust proxy` setting, so rate limits see the client's address behind a proxy. */
  trustProxy: boolean | number | string;
  /** Folder holding the built web client (index.html, explorer.html, assets/). */
  webDist: string;
  /** The site's public origin (https://example.com) for canonical URLs and link previews; default: from the request. */
  publicUrl?: string;
  /** Without PUBLIC_URL, Host headers (host[:port], lower case) that links may be built on, besides loopback names. */
  allowedHosts: string[];
  production: boolean;
  /** Observability: pino level (fatal … trace, silent), and the bearer token of GET /metrics (unset: no /metrics). */
  logLevel: string;
  metricsToken?: string;
  /** Settings that are unsafe outside development; logged loudly at start (production refuses them instead). */
  warnings: string[];
  /** URLs in one sitemap file; past it /sitemap.xml becomes an index of /sitemap-1.xml, /sitemap-2.xml … */
  sitemapUrlsPerFile: number;
  /** Days an item stays in a collection's trash before the periodic purge deletes it for good (TRASH_DAYS). */
  trashDays: number;
  /** The per-process cache of public pages and API answers (PAGE_CACHE, PAGE_CACHE_MAX_MB). */
  answerCache: { enabled: boolean; maxBytes: number };
  /** Revisions kept per item (REVISIONS_KEPT): older ones are pruned at each save; the current state is always kept. */
  revisionsKept: number;
  /** The most missing URLs the 404 log keeps (NOT_FOUND_LOG_ROWS); the least recently seen leave first. */
  notFoundLogRows: number;
  /** The most bytes an archive may unpack to for `npm run restore` (RESTORE_MAX_MB); a larger one is refused. */
  restoreMaxBytes: number;
  /** Email alerts: SMTP_URL (unset: nothing is sent), NOTIFY_EMAIL (the default recipient), MAIL_FROM. */
  mail: MailConfig;
  /** Signed webhooks: WEBHOOK_ALLOW_PRIVATE, WEBHOOK_TIMEOUT_MS, WEBHOOK_FIRST_RETRY_MS. */
  webhooks: WebhookConfig;
}

export interface WebhookConfig {
  /** Endpoints on loopback, private, link-local … addresses are allowed (WEBHOOK_ALLOW_PRIVATE=true; development and tests). */
  allowPrivate: boolean;
  /** How long one delivery attempt may take, connection and answer included (WEBHOOK_TIMEOUT_MS, default 10 s). */
  timeoutMs: number;
  /** The pause after a first failed attempt (WEBHOOK_FIRST_RETRY_MS, default 5 s); the whole retry schedule scales with it. */
  firstRetryMs: number;
}

interface MailConfig {
  smtpUrl?: string;
  notifyEmail?: string;
  from: string;
  /** Newsletter emails each replica sends a second at most (NEWSLETTER_RATE_PER_SECOND, default 10). */
  newsletterRatePerSecond: number;
}

type Env = Record<string, string | undefined>;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.trim().toLowerCase());
}

function trustProxySetting(value: string | undefined): Config['trustProxy'] {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

/**
 * Without JWT_SECRET a random secret is generated once and kept beside the data,
 * so tokens survive a restart. A shared database means several replicas: they must
 * share one secret, hence it is required there.
 */
function resolveJwtSecret(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.DATABASE_URL) {
    throw new Error('JWT_SECRET is required when DATABASE_URL is set (all replicas must share it).');
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function minioConfig(env: Env): MinioConfig | undefined {
  if (!env.MINIO_ENDPOINT) return undefined;
  return {
    endpoint: env.MINIO_ENDPOINT,
    accessKey: env.MINIO_ACCESS_KEY ?? 'minioadmin',
    secretKey: env.MINIO_SECRET_KEY ?? 'minioadmin',
    bucket: env.MINIO_BUCKET ?? 'uploads',
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(value: string | undefined): string {
  const level = value?.trim().toLowerCase() || 'info';
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${value}").`);
  return level;
}

/** Tokens signed with a short secret can be forged by brute force; HS256 wants at least 256 bits. */
const JWT_SECRET_MIN_LENGTH = 32;

/** Weak secrets stop a production start; in development they only warn, so a demo still starts. */
function weakSecrets(env: Env, production: boolean): string[] {
  const problems = [
    env.JWT_SECRET && env.JWT_SECRET.length < JWT_SECRET_MIN_LENGTH
      ? `JWT_SECRET is shorter than ${JWT_SECRET_MIN_LENGTH} characters: tokens signed with it can be forged.`
      : '',
    env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < PASSWORD_MIN_LENGTH
      ? `ADMIN_PASSWORD is shorter than ${PASSWORD_MIN_LENGTH} characters.`
      : '',
  ].filter(Boolean);
  if (production && problems.length) throw new Error(`Refusing to start in production: ${problems.join(' ')}`);
  return problems;
}

/** The sitemap protocol's own limit: 50,000 URLs a file. */
const SITEMAP_PROTOCOL_MAX_URLS = 50_000;

function sitemapUrlsPerFile(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return SITEMAP_PROTOCOL_MAX_URLS;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > SITEMAP_PROTOCOL_MAX_URLS) {
    throw new Error(`SITEMAP_URLS_PER_FILE must be a whole number from 1 to ${SITEMAP_PROTOCOL_MAX_URLS} (got "${value}").`);
  }
  return count;
}

function trashDays(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return TRASH_RETENTION_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1) throw new Error(`TRASH_DAYS must be a whole number of days, at least 1 (got "${value}").`);
  return days;
}

/** A production site must say where it lives: a Host header chosen by a client must not make its links. */
function publicUrl(env: Env, production: boolean): string | undefined {
  const url = env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined;
  if (production && !url) {
    throw new Error('PUBLIC_URL is required in production: the address of the site (https://www.example.com), used in its links, sitemap and robots.txt.');
  }
  return url;
}

/** Where the site's links in emails point: PUBLIC_URL, or this machine in development. */
export const siteAddress = (config: Pick<Config, 'publicUrl' | 'port'>) => config.publicUrl ?? `http://localhost:${config.port}`;
/** The host of siteAddress: a link from it names no traffic source. */
export const siteHost = (config: Pick<Config, 'publicUrl' | 'port'>) => new URL(siteAddress(config)).hostname;

const DEFAULT_PAGE_CACHE_MB = 64;
/**
 * A few times a large site of this kind: hundreds of posts and projects, each image at most
 * 10 MB with its smaller copies, come to well under 1 GB; a restore reading 4 GB takes a minute.
 */
const DEFAULT_RESTORE_MAX_MB = 4096;

export const DEFAULT_REVISIONS_KEPT = 100;

const DEFAULT_NOT_FOUND_LOG_ROWS = 1000;

/** A count setting (REVISIONS_KEPT, NOT_FOUND_LOG_ROWS): a whole number of at least 1, `fallback` when unset. */
function countSetting(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`${name} must be a whole number of at least 1 (got "${value}").`);
  return count;
}

function megabytes(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback * 1024 * 1024;
  const mb = Number(value);
  if (!Number.isFinite(mb) || mb <= 0) throw new Error(`${name} must be a positive number of megabytes (got "${value}").`);
  return Math.round(mb * 1024 * 1024);
}

const DEFAULT_NEWSLETTER_RATE = 10;

const EMAIL_ADDRESS = /^[^\s@<>]+@[^\s@<>]+$/;

function mailConfig(env: Env, publicUrl: string | undefined): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//i.test(smtpUrl)) throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got "${smtpUrl.replace(/\/\/[^@/]*@/, '//…@')}").`);
  const notifyEmail = env.NOTIFY_EMAIL?.trim() || undefined;
  if (notifyEmail && !EMAIL_ADDRESS.test(notifyEmail)) throw new Error(`NOTIFY_EMAIL must be one email address (got "${notifyEmail}").`);
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  const newsletterRatePerSecond = countSetting('NEWSLETTER_RATE_PER_SECOND', env.NEWSLETTER_RATE_PER_SECOND, DEFAULT_NEWSLETTER_RATE);
  return { smtpUrl, notifyEmail, from: env.MAIL_FROM?.trim() || `Website <no-reply@${host}>`, newsletterRatePerSecond };
}

const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;
const DEFAULT_WEBHOOK_FIRST_RETRY_MS = 5_000;

function webhookConfig(env: Env): WebhookConfig {
  return {
    allowPrivate: flag(env.WEBHOOK_ALLOW_PRIVATE, false),
    timeoutMs: countSetting('WEBHOOK_TIMEOUT_MS', env.WEBHOOK_TIMEOUT_MS, DEFAULT_WEBHOOK_TIMEOUT_MS),
    firstRetryMs: countSetting('WEBHOOK_FIRST_RETRY_MS', env.WEBHOOK_FIRST_RETRY_MS, DEFAULT_WEBHOOK_FIRST_RETRY_MS),
  };
}

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const warnings = weakSecrets(env, production);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  // Owner-only: the database, the uploads and the token secret live here.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  const sitePublicUrl = publicUrl(env, production);
  return {
    port: Number(env.PORT ?? 4000),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    minio: minioConfig(env),
    jwtSecret: resolveJwtSecret(env, dataDir),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: flag(env.SEED_DEMO, true),
    graphqlExplorer: flag(env.GRAPHQL_EXPLORER, true),
    graphqlSchemaPublic: flag(env.GRAPHQL_SCHEMA_PUBLIC, !production),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    webDist: path.resolve(env.WEB_DIST ?? path.join(__dirname, '..', '..', 'web', 'dist')),
    publicUrl: sitePublicUrl,
    allowedHosts: (env.ALLOWED_HOSTS ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean),
    production,
    logLevel: logLevel(env.LOG_LEVEL),
    metricsToken: env.METRICS_TOKEN || undefined,
    warnings,
    sitemapUrlsPerFile: sitemapUrlsPerFile(env.SITEMAP_URLS_PER_FILE),
    trashDays: trashDays(env.TRASH_DAYS),
    answerCache: {
      enabled: flag(env.PAGE_CACHE, true),
      maxBytes: megabytes('PAGE_CACHE_MAX_MB', env.PAGE_CACHE_MAX_MB, DEFAULT_PAGE_CACHE_MB),
    },
    mail: mailConfig(env, sitePublicUrl),
    webhooks: webhookConfig(env),
    revisionsKept: countSetting('REVISIONS_KEPT', env.REVISIONS_KEPT, DEFAULT_REVISIONS_KEPT),
    notFoundLogRows: countSetting('NOT_FOUND_LOG_ROWS', env.NOT_FOUND_LOG_ROWS, DEFAULT_NOT_FOUND_LOG_ROWS),
    restoreMaxBytes: megabytes('RESTORE_MAX_MB', env.RESTORE_MAX_MB, DEFAULT_RESTORE_MAX_MB),
  };
}
