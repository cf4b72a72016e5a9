// How the benchmark measures: autocannon runs for throughput and latency, single timed requests
// for the cost of one answer. Only ever aimed at loopback addresses.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

const LOOPBACK = /^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\//;

/** A request the benchmark sends: a URL and, for GraphQL, its body and headers. */
export const get = (url, headers = {}) => ({ url, method: 'GET', headers });
export const post = (url, body, headers = {}) => ({ url, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** Sends `target` over `connections` for `seconds`: requests a second, p50 and p99 in ms, and the non-2xx count. */
export async function load(target, { connections, seconds }) {
  if (!LOOPBACK.test(target.url)) throw new Error(`The benchmark only loads loopback addresses, not ${target.url}`);
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
    timeout: 30,
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts };
}

/** One request, timed to its last byte: milliseconds and the body's size in bytes (uncompressed). */
export async function timed(target) {
  if (!LOOPBACK.test(target.url)) throw new Error(`The benchmark only loads loopback addresses, not ${target.url}`);
  const started = performance.now();
  const response = await fetch(target.url, {
    method: target.method,
    headers: { 'accept-encoding': 'identity', ...target.headers },
    body: target.body,
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${target.method} ${target.url} answered ${response.status}`);
  return { ms, bytes };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
