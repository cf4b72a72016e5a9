import type { RequestHandler } from 'express';
import type { DataSource } from 'typeorm';

const CHECK_TIMEOUT_MS = 2_000;

const timeout = (ms: number) =>
  new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref());

/**
 * What a load balancer needs to know: 200 while this replica can serve, 503
 * while the database does not answer (within 2 s) or the replica is shutting
 * down, so traffic goes elsewhere.
 */
export function healthCheck(dataSource: DataSource, isDraining: () => boolean): RequestHandler {
  return async (_request, response) => {
    response.set('Cache-Control', 'no-store');
    if (isDraining()) {
      response.status(503).json({ status: 'draining', message: 'This replica is shutting down' });
      return;
    }
    try {
      await Promise.race([dataSource.query('SELECT 1'), timeout(CHECK_TIMEOUT_MS)]);
      response.json({ status: 'ok' });
    } catch {
      response.status(503).json({ status: 'unavailable', message: 'The database does not answer' });
    }
  };
}
