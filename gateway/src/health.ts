import type { RequestHandler } from 'express';
import type { DataSource } from 'typeorm';

/** 200 while the database answers, 503 otherwise: what a load balancer needs to know. */
export function healthCheck(dataSource: DataSource): RequestHandler {
  return async (_request, response) => {
    try {
      await dataSource.query('SELECT 1');
      response.json({ status: 'ok' });
    } catch {
      response.status(503).json({ status: 'unavailable', message: 'The database does not answer' });
    }
  };
}
