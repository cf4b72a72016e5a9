import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { reasonOf } from '../../api/errors/reason';
import { guardedLookup } from './webhook-target';

/** What one attempt came to: the HTTP status answered (null when none was), and why it failed. */
export interface AttemptOutcome {
  responseCode: number | null;
  error: string;
}

interface SignedMessage {
  url: string;
  secret: string;
  /** The `webhook-id`: the same for every attempt of one delivery. */
  id: string;
  body: string;
}

/** The Standard Webhooks headers of one attempt: signed now, over id, time and body. */
function signedHeaders(message: SignedMessage, now = new Date()): Record<string, string> {
  return {
    'content-type': 'application/json',
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': new Webhook(message.secret).sign(message.id, now, message.body),
  };
}

/**
 * POSTs one signed attempt. The connection goes only to an address the lookup checked
 * (guardedLookup), redirects are not followed (a 3xx is an answer like any other), and the
 * whole attempt, connection and answer, ends after `timeoutMs`.
 */
export function postSigned(message: SignedMessage, options: { timeoutMs: number; allowPrivate: boolean }): Promise<AttemptOutcome> {
  const url = new URL(message.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(url, {
      method: 'POST',
      headers: { ...signedHeaders(message), 'user-agent': 'consultancy-webhooks/1' },
      lookup: guardedLookup(options.allowPrivate) as never,
      signal: AbortSignal.timeout(options.timeoutMs),
    }, (response) => {
      // Only the status matters: the body is drained and dropped, and the time-out ends an endless one.
      const answered = () => resolve({ responseCode: response.statusCode ?? null, error: '' });
      response.resume();
      response.on('end', answered);
      response.on('close', answered);
      response.on('error', answered);
    });
    request.on('error', (error) => resolve({ responseCode: null, error: attemptError(error, options.timeoutMs) }));
    request.end(message.body);
  });
}

function attemptError(error: Error, timeoutMs: number): string {
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return `No answer within ${timeoutMs / 1000} s`;
  return reasonOf(error).slice(0, 300);
}
