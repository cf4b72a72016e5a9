import { growingDelay } from '../retry/backoff';
import { DAY_MS } from '../periodic/repeat-every';

/** What nodemailer's SMTP errors carry: the server's answer code and the command it answered. */
interface SmtpError {
  responseCode?: number;
  command?: string;
  code?: string;
}

/** The commands whose 5xx answer is about this email (its sender, its recipient, its content), not about the connection or sign-in. */
const ABOUT_THE_EMAIL = /^(MAIL|RCPT|DATA)/i;

/**
 * A refusal for good: the mail server answered 5xx to MAIL FROM, RCPT TO or DATA (an address it
 * rejects, a message it will not take), or nodemailer found no address to send to. Trying again
 * would be refused again. Anything else (4xx, no connection, a time-out, a failed sign-in) may pass later.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { responseCode, command, code } = (error ?? {}) as SmtpError;
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) {
    return code === 'EENVELOPE' || code === 'EMESSAGE' || ABOUT_THE_EMAIL.test(command ?? '');
  }
  return code === 'EENVELOPE' && responseCode === undefined;
}

/** The pauses after temporary failures: 1 s, 2 s, 4 s … at most 10 minutes. */
const MAIL_BACKOFF = { firstMs: 1_000, factor: 2, maxMs: 10 * 60_000 };
/** How long an email is tried at all: past a day since it was written, a temporary failure is given up. */
const MAIL_TRIED_FOR_MS = DAY_MS;

/** When to try again after the `attempts`-th failed attempt of an email written at `createdAt`; null: give up. */
export function nextMailAttempt(attempts: number, createdAt: Date, now = Date.now()): Date | null {
  const at = now + growingDelay(attempts, MAIL_BACKOFF);
  return at > createdAt.getTime() + MAIL_TRIED_FOR_MS ? null : new Date(at);
}
