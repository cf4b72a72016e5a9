// The cost of a save of an item that already has a full history (REVISIONS_KEPT, 100 by default,
// revisions: each save writes one and prunes the oldest) beside a save of an item with none. Both
// are projects saved through `PUT /api/portfolio/update/{id}`, in turn, so the machine's noise
// falls on both alike; the second's revisions are deleted from the SQLite file before each of its
// saves, so that it always saves with none.
import Database from 'better-sqlite3';
import path from 'node:path';
import { median } from './measure.mjs';

const HISTORY = 100;
const SAMPLES = 41;

const project = (name) => ({ category: 'Web App', projectName: name, description: '<p>A project the benchmark saves.</p>' });

async function call(url, method, body, headers) {
  const response = await fetch(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Milliseconds of one update of project `id`, to its last byte. */
async function timedSave(site, id, name, headers) {
  const started = performance.now();
  await call(`${site.url}/api/portfolio/update/${id}`, 'PUT', project(name), headers);
  return performance.now() - started;
}

/** Median milliseconds of a save with a full history and of one with none: `{ full, none }`. */
export async function revisionSaveCosts(site, headers) {
  const add = async (name) => (await call(`${site.url}/api/portfolio/add`, 'POST', project(name), headers)).portfolio._id;
  const [withHistory, withNone] = [await add('Bench history'), await add('Bench no history')];
  for (let save = 1; save <= HISTORY; save += 1) await timedSave(site, withHistory, `Bench history ${save}`, headers);
  const database = new Database(path.join(site.dataDir, 'site.sqlite'));
  const forget = database.prepare('DELETE FROM revisions WHERE itemId = ?');
  const full = [];
  const none = [];
  try {
    for (let sample = 0; sample < SAMPLES + 5; sample += 1) {
      const fullMs = await timedSave(site, withHistory, `Bench history ${sample}`, headers);
      forget.run(withNone);
      const noneMs = await timedSave(site, withNone, `Bench no history ${sample}`, headers);
      // The first five warm up both paths.
      if (sample >= 5) { full.push(fullMs); none.push(noneMs); }
    }
    const kept = database.prepare('SELECT COUNT(*) AS count FROM revisions WHERE itemId = ?').get(withHistory).count;
    if (kept !== HISTORY) throw new Error(`The project with a history has ${kept} revisions, not ${HISTORY}`);
  } finally {
    database.close();
  }
  return { full: median(full), none: median(none) };
}
