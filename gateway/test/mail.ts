import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { FORM_TOKEN_MIN_AGE_MS } from '@consultancy/domain';
import { issueFormToken } from '../src/content/form-guard/form-token';

/** A free loopback port: listened on once and let go, so a test can start (or not) a server there. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** How a test mail server answers: by default it takes every recipient and every email. */
export interface MailAnswers {
  /** The SMTP code to refuse a recipient with (501, 450 …), or null to take it. */
  recipient?(address: string): number | null;
  /** The SMTP code to refuse an email with once it has been read whole (451 …), or null to take it. */
  message?(mail: ParsedMail): number | null;
  /** Runs once an email is taken and kept, before the server answers 250 (a test may kill the sender here). */
  accepted?(mail: ParsedMail): Promise<void> | void;
}

/** An SMTP refusal as smtp-server sends it: `code message`. */
const refusal = (code: number, what: string) => Object.assign(new Error(`${what} refused by the test server`), { responseCode: code });

/** A real SMTP server on loopback (no TLS, no sign-in) that keeps every email it receives, parsed. */
export class TestMailServer {
  readonly received: ParsedMail[] = [];
  /** Every email read whole, taken or refused. */
  readonly read: ParsedMail[] = [];
  private server: SMTPServer | null = null;

  constructor(readonly port: number, private readonly answers: MailAnswers = {}) {}

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Stopped, it drops open connections within half a second, as a mail server going down would (the default waits 30 s).
      closeTimeout: 500,
      onRcptTo: (address, _session, callback) => {
        const code = this.answers.recipient?.(address.address) ?? null;
        callback(code ? refusal(code, address.address) : undefined);
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(async (mail) => {
          this.read.push(mail);
          const code = this.answers.message?.(mail) ?? null;
          if (code) return callback(refusal(code, 'The email'));
          this.received.push(mail);
          await this.answers.accepted?.(mail);
          callback();
        }).catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until an email whose text contains `marker` arrives. */
  async waitFor(marker: string, timeoutMs = 15_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.received.find((item) => item.text?.includes(marker));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`No email containing "${marker}" within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The emails sent to `address`, in the order they arrived. */
  to(address: string): ParsedMail[] {
    return this.received.filter((item) => JSON.stringify(item.to ?? '').includes(address));
  }

  /** Waits until `count` emails to `address` have arrived (the outbox retries with backoff: a minute by default). */
  async waitForTo(address: string, count = 1, timeoutMs = 60_000): Promise<ParsedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.to(address).length < count) {
      if (Date.now() > deadline) throw new Error(`${this.to(address).length} of ${count} emails to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return this.to(address);
  }

  containing(marker: string): ParsedMail[] {
    return this.received.filter((item) => item.text?.includes(marker));
  }
}

/** The hidden fields a public form sends, with a token issued `ageMs` ago (old enough for a person by default). */
export const formFields = (secret: string, ageMs = FORM_TOKEN_MIN_AGE_MS + 1_000) => ({
  website: '',
  formToken: issueFormToken(secret, Date.now() - ageMs),
});
