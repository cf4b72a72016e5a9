/**
 * Errors that mean the database is away (stopped, restarting, unreachable,
 * its file unwritable), as opposed to a mistake in a request or in the code.
 * They answer 503 with a message, so clients and proxies retry, and the app
 * goes on serving once the database is back.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST', 'PROTOCOL_SEQUENCE_TIMEOUT', 'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ER_CON_COUNT_ERROR', 'ER_SERVER_SHUTDOWN', 'ER_LOCK_WAIT_TIMEOUT', 'ER_QUERY_INTERRUPTED',
]);
/** SQLite: the file cannot be written, read or locked right now. */
const SQLITE_OUTAGE = /^SQLITE_(READONLY|CANTOPEN|IOERR|FULL|BUSY|LOCKED|PERM|NOTADB|CORRUPT)/;
const CLOSED_CONNECTION = /connection is in closed state|Pool is closed|Connection is not established|Connection lost/i;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The site cannot reach its database right now. Please try again in a moment.';

export function isDatabaseOutage(error: unknown): boolean {
  for (let cause = error as { code?: unknown; driverError?: unknown; cause?: unknown; message?: unknown } | undefined, depth = 0;
    cause && depth < 4;
    cause = (cause.driverError ?? cause.cause) as typeof cause, depth += 1) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (CONNECTION_CODES.has(code) || SQLITE_OUTAGE.test(code)) return true;
    if (typeof cause.message === 'string' && CLOSED_CONNECTION.test(cause.message)) return true;
  }
  return false;
}
