import { createLogger, type Logger } from '../src/infra/observability';

export type LogEntry = Record<string, unknown> & { level: string; msg?: string; requestId?: string };

/** A logger whose JSON lines are kept in memory, for tests to read. */
export function captureLogs(level = 'trace'): { logger: Logger; lines: string[]; entries(): LogEntry[] } {
  const lines: string[] = [];
  const logger = createLogger({ level, destination: { write: (line: string) => void lines.push(line) } });
  return { logger, lines, entries: () => lines.map((line) => JSON.parse(line) as LogEntry) };
}

/** Waits until `check` passes (log lines are written when the response finishes, around the time the client reads it). */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 2000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
