#!/usr/bin/env node
// `npm run soak [-- --seconds 60 --connections 200]`: the built site with its demo content holds
// mixed traffic (page views, API reads, tracking and contact posts from many addresses) with no
// error other than the designed 429s, and flat memory: resident memory after the run within 10%
// of its value after a warm-up. Prints its figures; exits 1 when a goal is missed.
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { residentMb, startBuiltSite } from './load/built-site.mjs';

const require = createRequire(import.meta.url);
const { mixedLoad } = require('./load/mixed-load.cjs');

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '60' }, connections: { type: 'string', default: '200' } } });
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const site = await startBuiltSite();
try {
  const projects = (await (await fetch(`${site.url}/api/portfolio/all`)).json()).portfolios;
  const projectPath = `/portfolio/${projects[0].slug}`;
  console.log(`Warming up for 10 s (${connections} connections)...`);
  await mixedLoad({ url: site.url, connections, seconds: 10, projectPath });
  // Both readings are taken the same way: after the site has had 2 s without traffic.
  const settledMb = async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    return residentMb(site.pid);
  };
  const warm = await settledMb();
  console.log(`Soaking for ${seconds} s (${connections} connections)...`);
  const run = await mixedLoad({ url: site.url, connections, seconds, projectPath });
  const after = await settledMb();

  const unexpected = Object.entries(run.statuses).filter(([status]) => !['200', '429'].includes(status));
  const growth = (after - warm) / warm;
  const goals = [
    ['only 200 and the designed 429 answers', unexpected.length === 0, unexpected.map(([s, n]) => `${n}× ${s}`).join(', ') || 'none other'],
    ['no transport errors or timeouts', run.errors === 0 && run.timeouts === 0, `${run.errors} errors, ${run.timeouts} timeouts`],
    ['memory within 10% of warm-up', growth <= 0.1, `${warm.toFixed(0)} MB → ${after.toFixed(0)} MB (${(growth * 100).toFixed(1)}%)`],
  ];
  console.log(`\n| figure | value |\n|---|---|`);
  console.log(`| requests | ${run.requests} (${run.throughput.toFixed(0)}/s) |`);
  console.log(`| answers | ${Object.entries(run.statuses).map(([s, n]) => `${n}× ${s}`).join(', ')} |`);
  console.log(`| latency p50 / p99 / max | ${run.latency.p50} / ${run.latency.p99} / ${run.latency.max} ms |`);
  console.log(`| resident memory after warm-up → after run | ${warm.toFixed(0)} MB → ${after.toFixed(0)} MB |`);
  console.log('');
  for (const [goal, met, detail] of goals) console.log(`${met ? 'met   ' : 'MISSED'} ${goal}: ${detail}`);
  process.exitCode = goals.every(([, met]) => met) ? 0 : 1;
} finally {
  await site.stop();
}
