import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

interface LoggerOptions {
  level: string;
  /** Where the JSON lines go; default: standard output. Tests pass a stream that collects them. */
  destination?: DestinationStream;
}

const REDACTED = '[redacted]';
/** Keys whose values never reach a log line, whatever they hold. */
const SECRET_KEY = /pass(word|wd)?$|password|secret|token|authorization|cookie|api[-_]?key|credential/i;
const DOMAIN = /[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/.source;
const EMAIL = new RegExp(String.raw`([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@(${DOMAIN})`, 'g');
/**
 * `"i j"@example.com`: a quoted local part (RFC 5321), which may hold spaces. Once the line is
 * JSON its quotes are `\"`, so the closing quote must be written as the opening one was (\1).
 */
const QUOTED_EMAIL = new RegExp(String.raw`(\\?")((?:[^"\\\r\n]|\\[^"\r\n])+)\1@(${DOMAIN})`, 'g');
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g;
/** `mysql://user:secret@host`: the password of a URL. */
const URL_PASSWORD = /(\/\/[^/\s:@]+):[^/\s@]+@/g;
/** A secret-named key in an already serialized line (child bindings, messages): the last safety net. */
const SECRET_PAIR = /"([^"\\]*(?:password|passwd|secret|token|authorization|cookie)[^"\\]*)":"(?:[^"\\]|\\.)*"/gi;
const MAX_DEPTH = 8;

/**
 * `ada@example.com` → `a***@example.com`, `"i j"@example.com` → `"i***"@example.com`: enough to
 * tell addresses apart, not enough to write to one.
 */
export function maskEmail(text: string): string {
  return text
    .replace(QUOTED_EMAIL, (_match, quote: string, local: string, domain: string) => `${quote}${firstCharacter(local)}***${quote}@${domain}`)
    .replace(EMAIL, '$1***@$2');
}

/** The first character of a quoted local part, an escaped pair (`\x`) counting as one. */
const firstCharacter = (local: string) => (local.startsWith('\\') ? local.slice(0, 2) : local.slice(0, 1));

/** Masks emails, bearer credentials, JWTs and URL passwords inside free text (messages, error messages, stacks). */
function scrubText(text: string): string {
  return maskEmail(text.replace(BEARER, `$1 ${REDACTED}`).replace(JWT, REDACTED).replace(URL_PASSWORD, `$1:${REDACTED}@`));
}

function serializeError(error: Error): Record<string, unknown> {
  const { raw: _raw, ...plain } = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  return { ...plain };
}

/**
 * A copy of what is about to be logged, with secret-named keys censored and
 * emails, tokens and credentials masked in every string; errors become plain
 * objects (type, message, stack and their own fields) on the way.
 */
function scrub(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[too deep]';
  seen.add(value);
  if (value instanceof Error) value = serializeError(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen));
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  if (value instanceof Date) return value.toISOString();
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    copy[key] = SECRET_KEY.test(key) && item !== undefined && item !== null ? REDACTED : scrub(item, depth + 1, seen);
  }
  return copy;
}

/** The serialized line itself, once more: covers child bindings and anything the walk did not see. */
function scrubLine(line: string): string {
  return scrubText(line.replace(SECRET_PAIR, `"$1":"${REDACTED}"`));
}

/**
 * One JSON object per line, with an ISO time and the level as a word:
 * `{"level":"info","time":"…","pid":…,"hostname":"…","requestId":"…","msg":"…"}`.
 * Nothing secret gets through: see `scrub`.
 */
export function createLogger(options: LoggerOptions): Logger {
  const settings: pino.LoggerOptions = {
    level: options.level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      bindings: (bindings) => scrub(bindings) as Record<string, unknown>,
      log: (object) => scrub(object) as Record<string, unknown>,
    },
    // Errors were made plain by `scrub`; pino's own serializer would rename their type.
    serializers: { err: (error: unknown) => error },
    hooks: { streamWrite: scrubLine },
  };
  // pino's default destination writes synchronously: no line is lost when the process exits.
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

let fallback: Logger | undefined;

/** For code reached outside any gateway (it should not be): logs to standard output at LOG_LEVEL. */
export function fallbackLogger(): Logger {
  fallback ??= createLogger({ level: process.env.LOG_LEVEL || 'info' });
  return fallback;
}

/**
 * Writes text as is (not JSON, not scrubbed) to the logger's destination, in
 * order with its lines. Only for what an operator must read verbatim: the
 * first administrator's generated password, shown once on start.
 */
export function writeVerbatim(logger: Logger, text: string): void {
  const stream = (logger as unknown as Record<symbol, { write(chunk: string): unknown } | undefined>)[pino.symbols.streamSym];
  if (stream) stream.write(text);
  else process.stdout.write(text);
}
