import nodemailer, { type Transporter } from 'nodemailer';

/**
 * Short limits, so a mail server that accepts the connection and then hangs
 * holds the worker for seconds, not the library's default minutes; the email
 * is simply tried again later.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * An SMTP transport from a URL such as smtp://user:pass@host:587 (or smtps:// for TLS from the start).
 * Pooled: a newsletter's emails reuse one connection instead of a handshake each.
 */
export function smtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 1, ...TIMEOUTS });
}
