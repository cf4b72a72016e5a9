import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startTestGateway, type TestGateway } from '../test/harness';
import { CONTENT_VERSION_MAX_AGE_MS } from './infra/database/content-version';
import { builtWebClient, exists, figures, FileTracer, inEveryRun, repositoryRoot } from '../test/traced-files';

/**
 * docs/ARCHITECTURE.md's "Two requests, file by file": the source files that run for a REST
 * list and for a page render, each list between `<!-- traced: NAME -->` and `<!-- end traced -->`.
 * The requests run against a gateway in this process, on the demo content, with the answer
 * cache off (every answer is made again), and a file is listed when it ran in all three runs
 * (each a second after the last, so each reads the content counter again), less the files that
 * also run while the gateway waits with no request (its periodic tasks).
 * On drift the test prints the new section: paste it over the old one.
 */
const REQUESTS: Array<{ name: string; send: (api: TestGateway) => Promise<unknown> }> = [
  { name: 'GET /api/portfolio/all', send: async (api) => api.http().get('/api/portfolio/all').expect(200) },
  { name: 'GET / (the home page as HTML)', send: async (api) => api.http().get('/').set('Accept', 'text/html').expect(200) },
];

/** Long enough for every periodic task that ticks each second or more often to run in it. */
const IDLE_MS = 3_000;

const DOC = path.join(repositoryRoot, 'docs', 'ARCHITECTURE.md');
const BLOCK = /<!-- traced: (.+?) -->\n([\s\S]*?)<!-- end traced -->/g;

const listedIn = (doc: string) => new Map([...doc.matchAll(BLOCK)].map(([, name, body]) => [name, body]));
const filesOf = (body: string) => body.split('\n').filter((line) => /^\S+\.\w+$/.test(line));
const blockOf = (name: string, files: string[]) =>
  `\`${name}\`: ${figures(files)}\n\n\`\`\`text\n${files.join('\n')}\n\`\`\`\n`;

describe('the traced paths of docs/ARCHITECTURE.md', () => {
  const traced = new Map<string, string[]>();
  const tracer = new FileTracer();

  beforeAll(async () => {
    const api = await startTestGateway({ SEED_DEMO: 'true', PAGE_CACHE: 'off', WEB_DIST: await builtWebClient() });
    await tracer.start();
    try {
      const idle = await tracer.filesRunBy(() => sleep(IDLE_MS));
      for (const request of REQUESTS) {
        await request.send(api); // the first run of each loads what it needs
        const runs: string[][] = [];
        for (let run = 0; run < 3; run += 1) {
          // Every run then reads the content counter again, as the first request after a quiet second does.
          await sleep(CONTENT_VERSION_MAX_AGE_MS + 100);
          runs.push(await tracer.filesRunBy(() => request.send(api)));
        }
        traced.set(request.name, inEveryRun(runs).filter((file) => !idle.includes(file)));
      }
    } finally {
      await tracer.stop();
      await api.close();
    }
  }, 300_000);

  it.each(REQUESTS.map((request) => request.name))('lists the files that run for %s', (name) => {
    const listed = listedIn(fs.readFileSync(DOC, 'utf8')).get(name);
    const wanted = blockOf(name, traced.get(name)!);
    if (listed !== wanted) {
      console.log(`docs/ARCHITECTURE.md's list of ${name} is out of date. The new one:\n\n<!-- traced: ${name} -->\n${wanted}<!-- end traced -->\n`);
    }
    expect(listed).toBe(wanted);
  });

  it('names only files that exist', () => {
    const files = [...listedIn(fs.readFileSync(DOC, 'utf8')).values()].flatMap(filesOf);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !exists(file))).toEqual([]);
  });
});
