// Adds thousands of projects, posts, subscriptions and contact messages straight into the site's
// SQLite file, as a site that has grown for years would hold them, then bumps the content version so the running site drops
// its cached pages. Each new row is a copy of an existing row with its own id, title or email and an
// older date.
import Database from 'better-sqlite3';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const DAY_MS = 86_400_000;
const COPY_SUFFIX = /-copy-[0-9a-f]{16}$/;
/** The columns a list is ordered by: each copy gets an older date in all of them. */
const DATED = ['createdAt', 'updatedAt', 'subscribedAt', 'submittedAt'];

/** SQLite datetimes as TypeORM stores them: UTC, milliseconds. */
const stored = (date) => date.toISOString().replace('T', ' ').replace('Z', '');

/**
 * A post's or project's site-search row, copied as the site's own write would make it: the copy's
 * title and slug, the template's other words and publication (the FTS5 table follows by its triggers).
 */
const copySearchEntry = (database) => database.prepare(
  `INSERT INTO search_entries (type, itemId, title, summary, tags, body, slug, status, publishAt)
   SELECT type, ?, ?, summary, tags, body, ?, status, publishAt FROM search_entries WHERE itemId = ?`,
);

function copyRows(database, table, count, rename, searchTitle) {
  const template = database.prepare(`SELECT * FROM ${table} ORDER BY createdAt ASC LIMIT 1`).get();
  if (!template) throw new Error(`No ${table} row to copy: the site has no demo content`);
  const columns = Object.keys(template);
  const insert = database.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
  const indexed = searchTitle ? copySearchEntry(database) : null;
  const oldest = new Date(`${template.createdAt.replace(' ', 'T')}Z`).getTime();
  for (let n = 1; n <= count; n += 1) {
    const date = stored(new Date(oldest - n * DAY_MS / 24));
    const id = randomUUID();
    const row = { ...template, ...rename(template, n), id };
    for (const column of DATED) if (column in template) row[column] = date;
    if ('views' in template) row.views = 0;
    // Slugs are unique: each copy gets its own from its id, of one length however often copies are copied.
    if ('slug' in template) row.slug = `${template.slug.replace(COPY_SUFFIX, '')}-copy-${id.replaceAll('-', '').slice(0, 16)}`;
    insert.run(columns.map((column) => row[column]));
    indexed?.run(id, row[searchTitle], row.slug, template.id);
  }
}

/**
 * Page views of today, as the beacon records them (a visitor in five a new one, one view in four
 * a landing), spread over the hours since midnight: a summary reads today's views raw, the
 * most it ever reads (past days come from the rollups).
 */
function addViews(database, count) {
  const insert = database.prepare(
    `INSERT INTO page_views (id, createdAt, updatedAt, page, type, itemId, visitor, landed, source, medium, campaign, device, viewedAt)
     VALUES (?, ?, ?, ?, 'page', NULL, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const midnight = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  let visitor = '';
  for (let n = 0; n < count; n += 1) {
    const at = stored(new Date(midnight + Math.floor((n / count) * (Date.now() - midnight))));
    if (n % 5 === 0) visitor = randomBytes(32).toString('hex');
    const landed = n % 4 === 0;
    const campaign = landed && n % 8 === 0;
    insert.run(
      randomUUID(), at, at, `/portfolio/project-${n % 300}`, visitor, landed ? 1 : 0, landed ? ['direct', 'google.com', 'linkedin'][n % 3] : '',
      campaign ? 'social' : '', campaign ? `campaign-${n % 7}` : '', ['desktop', 'mobile', 'tablet'][n % 3], at,
    );
  }
}

/**
 * Adds that many projects, posts, subscriptions, contacts and page views in one transaction, and bumps the
 * counters the site's own writes bump: the content version, and the subscriptions' and contacts' table versions.
 */
export function addBulkContent(sqliteFile, { projects, posts, subscriptions, contacts, views = 0 }) {
  const database = new Database(sqliteFile);
  try {
    database.pragma('busy_timeout = 10000');
    database.transaction(() => {
      copyRows(database, 'portfolios', projects, (row, n) => ({ projectName: `${row.projectName} #${n}` }), 'projectName');
      copyRows(database, 'blogs', posts, (row, n) => ({ title: `${row.title} #${n}` }), 'title');
      copyRows(database, 'subscriptions', subscriptions, (row, n) => ({ email: `${n}.${row.email}` }));
      copyRows(database, 'contacts', contacts, (row, n) => ({ firstName: `${row.firstName} #${n}` }));
      addViews(database, views);
      database.prepare("UPDATE table_version SET version = version + 1 WHERE name IN ('content', 'subscriptions', 'contacts')").run();
    })();
  } finally {
    database.close();
  }
}

/**
 * A copy of the site's data folder as it is now: the SQLite file copied consistently while
 * the site runs (VACUUM INTO), everything else (the JWT secret, uploads) as files.
 */
export function copyDataDir(dataDir, into) {
  fs.cpSync(dataDir, into, { recursive: true, filter: (source) => !path.basename(source).startsWith('site.sqlite') });
  const database = new Database(path.join(dataDir, 'site.sqlite'));
  try {
    database.prepare('VACUUM INTO ?').run(path.join(into, 'site.sqlite'));
  } finally {
    database.close();
  }
}
