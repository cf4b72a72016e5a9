import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got: its path, headers (lower-case names) and raw body. */
export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The status it was answered (null: never answered). */
  answered: number | null;
  /** When it arrived (ms since the epoch). */
  arrivedAt: number;
}

/** What the receiver does with a request: answer this status, or never answer ('hang'). */
export type Answer = number | 'hang';

/**
 * A real HTTP server on loopback that webhooks are sent to: it answers the scripted
 * answers in order (then `otherwise`), and keeps every request it got.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  private script: Answer[] = [];
  private otherwise: Answer = 200;
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const answer = this.script.shift() ?? this.otherwise;
      this.received.push({ path: request.url ?? '/', headers, body: Buffer.concat(chunks).toString('utf8'), answered: answer === 'hang' ? null : answer, arrivedAt: Date.now() });
      if (answer !== 'hang') response.writeHead(answer).end('ok');
    });
  });

  /** The answers to give, in order, and the one after them. */
  answer(script: Answer[], otherwise: Answer = 200): void {
    this.script = [...script];
    this.otherwise = otherwise;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  /** The URL of `path` on this receiver. */
  url(path = '/hook'): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  /** The requests to `path`, in the order they came. */
  at(path: string): Received[] {
    return this.received.filter((request) => request.path === path);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
