import { site, useOwnSite } from './support/browser';

// Mixed traffic from many addresses needs the site to read X-Forwarded-For; a site of its
// own, so the designed 429s never reach the other browser tests.
useOwnSite({ TRUST_PROXY: 'true', LOG_LEVEL: 'warn' });

const { mixedLoad } = require('../scripts/load/mixed-load.cjs') as typeof import('../scripts/load/mixed-load.cjs');

describe('a short soak (the full one is `npm run soak`)', () => {
  it('holds 10 s of mixed traffic at 50 connections with no answer but 200 and the designed 429', async () => {
    const projects = (await (await fetch(`${site().baseUrl}/api/portfolio/all`)).json()).portfolios;
    const result = await mixedLoad({ url: site().baseUrl, connections: 50, seconds: 10, projectPath: `/portfolio/${projects[0].slug}` });
    console.log(`soak (10 s, 50 connections): ${result.requests} requests, ${JSON.stringify(result.statuses)}, p99 ${result.latency.p99} ms`);
    // How many is the machine's business (shared, noisy): what is checked is what came back.
    expect(result.requests).toBeGreaterThan(0);
    expect(Object.keys(result.statuses).filter((status) => !['200', '429'].includes(status))).toEqual([]);
    expect(result).toMatchObject({ errors: 0, timeouts: 0 });
  }, 60_000);
});
