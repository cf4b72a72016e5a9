import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { requestIdOf } from './request-id';
import { currentRequestScope, type SocialCardResult } from './request-scope';

export type AnswerCacheResult = 'hit' | 'miss';

/** Connections of a database pool, when the driver has one (MySQL); null otherwise (SQLite). */
type PoolStats = () => { total: number; free: number; queued: number } | null;

interface RequestSample {
  method: string;
  route: string;
  status: number;
  durationMs: number;
  rateLimited: boolean;
}

/**
 * The Prometheus metrics of one app. Each app has its own registry, so several
 * apps in one process (the tests) neither clash nor add up.
 */
export function createMetrics(options: { poolStats?: PoolStats; processMetrics?: boolean } = {}) {
  const registry = new Registry();
  // Node's own metrics (CPU, memory, event loop, GC) watch the process continuously: only when someone can read them.
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status', 'status_class'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const rateLimitRefusals = new Counter({
    name: 'site_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (HTTP 429, or TOO_MANY_REQUESTS on /graphql), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const answerCache = new Counter({
    name: 'site_page_cache_requests_total',
    help: 'Server-rendered page requests answered from the answer cache (hit) or rendered (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const socialCards = new Counter({
    name: 'site_social_cards_total',
    help: 'Social card images sent: drawn for the request (drawn) or drawn before and kept in memory (kept)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const { poolStats } = options;
  if (poolStats) {
    new Gauge({
      name: 'site_db_pool_connections',
      help: 'Connections of the database pool: total open, free (idle), queued (requests waiting for one)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.reset();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'free' }, stats.free);
        this.set({ state: 'queued' }, stats.queued);
      },
    });
  }

  return {
    registry,
    observeRequest(sample: RequestSample): void {
      const statusClass = `${Math.floor(sample.status / 100)}xx`;
      requests.inc({ method: sample.method, route: sample.route, status: String(sample.status), status_class: statusClass });
      duration.observe({ method: sample.method, route: sample.route, status_class: statusClass }, sample.durationMs / 1000);
      if (sample.status === 429 || sample.rateLimited) rateLimitRefusals.inc({ route: sample.route });
    },
    recordAnswerCache(result: AnswerCacheResult): void {
      answerCache.inc({ result });
    },
    recordSocialCard(result: SocialCardResult): void {
      socialCards.inc({ result });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Counts an answer-cache hit or miss on the metrics of the app serving the
 * current request (a no-op outside a request).
 */
export function recordAnswerCache(result: AnswerCacheResult): void {
  currentRequestScope()?.recordAnswerCache?.(result);
}

/** Counts a social card drawn or sent from memory, on the metrics of the app serving the current request. */
export function recordSocialCard(result: SocialCardResult): void {
  currentRequestScope()?.recordSocialCard?.(result);
}

/** Reads the mysql2 pool behind a TypeORM data source, if there is one. */
export function mysqlPoolStats(dataSource: { options: { type: string }; driver: unknown }): PoolStats | undefined {
  type Pool = { _allConnections?: { length: number }; _freeConnections?: { length: number }; _connectionQueue?: { length: number } };
  if (dataSource.options.type !== 'mysql' && dataSource.options.type !== 'mariadb') return undefined;
  return () => {
    // Read at each scrape: the driver may have replaced its pool since.
    const pool = (dataSource.driver as { pool?: Pool }).pool;
    if (!pool?._allConnections || !pool._freeConnections) return null;
    return { total: pool._allConnections.length, free: pool._freeConnections.length, queued: pool._connectionQueue?.length ?? 0 };
  };
}

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so the comparison takes the same time whatever was sent.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /metrics in Prometheus' text format: answers 404 unless a token is
 * configured, then only to `Authorization: Bearer <token>` (401 otherwise).
 */
export function metricsEndpoint(metrics: Metrics, token: string | undefined): RequestHandler {
  return async (request, response) => {
    if (!token) {
      response.status(404).json({ success: false, message: 'Not found', requestId: requestIdOf(request) });
      return;
    }
    const given = /^Bearer\s+(\S+)$/i.exec(request.get('authorization') ?? '')?.[1];
    if (!given || !sameSecret(given, token)) {
      response
        .status(401)
        .set('WWW-Authenticate', 'Bearer realm="metrics"')
        .json({ success: false, message: 'A valid metrics token is required', requestId: requestIdOf(request) });
      return;
    }
    response.set('Cache-Control', 'no-store').type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}
