// Mixed traffic against a running site, the way visitors produce it: page views, public API
// reads, view tracking and contact messages, each from one of many client addresses (sent as
// X-Forwarded-For; the site must run with TRUST_PROXY set). Used by `npm run soak` and by a
// short run in the browser tests. Only ever aimed at a loopback address.
const autocannon = require('autocannon');

const ADDRESSES = 200;
/** Documentation ranges (RFC 5737): never real hosts. */
const address = (n) => `${['192.0.2', '198.51.100', '203.0.113'][n % 3]}.${(n % ADDRESSES) % 250 + 1}`;

function requests(projectPath) {
  const json = { 'content-type': 'application/json' };
  return [
    { method: 'GET', path: '/', headers: { accept: 'text/html' } },
    { method: 'GET', path: '/api/portfolio/all' },
    { method: 'GET', path: '/portfolio', headers: { accept: 'text/html' } },
    { method: 'GET', path: '/api/blog/all' },
    { method: 'POST', path: '/api/analytics/track', headers: json, body: JSON.stringify({ page: 'Home', type: 'page' }) },
    { method: 'GET', path: projectPath, headers: { accept: 'text/html' } },
    { method: 'GET', path: '/api/statistics/get' },
    {
      method: 'POST', path: '/api/contact/submit', headers: json,
      body: JSON.stringify({ firstName: 'Load', lastName: 'Test', email: 'load@example.com', message: 'A message sent by the soak test.' }),
    },
  ];
}

/**
 * Runs mixed traffic for `seconds` with `connections` at once and answers what came back:
 * counts by status, transport errors and timeouts, and latency percentiles.
 */
async function mixedLoad({ url, connections, seconds, projectPath = '/portfolio' }) {
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(url)) throw new Error(`Load is only sent to loopback addresses, not ${url}`);
  const statuses = {};
  let sent = 0;
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: requests(projectPath).map((request) => ({
      ...request,
      setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': address(sent++) } }),
    })),
  });
  instance.on('response', (_client, statusCode) => { statuses[statusCode] = (statuses[statusCode] ?? 0) + 1; });
  const result = await instance;
  return {
    requests: result.requests.total,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    throughput: result.requests.average,
  };
}

module.exports = { mixedLoad };
