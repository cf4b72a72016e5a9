/**
 * Observability of the gateway: JSON logs (pino), request ids, Prometheus
 * metrics. A mechanism: it knows Express, pino and prom-client, no feature.
 */
export { createLogger, fallbackLogger, maskEmail, writeVerbatim, type Logger } from './logger';
export { REQUEST_ID_HEADER, requestIdOf } from './request-id';
export { currentRequestId, noteRateLimitRefusal, requestLogger } from './request-scope';
export { createMetrics, metricsEndpoint, mysqlPoolStats, recordAnswerCache, recordSocialCard, type Metrics, type AnswerCacheResult } from './metrics';
export { observeRequests } from './http';
