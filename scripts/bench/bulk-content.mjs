// Adds thousands of projects and posts straight into the site's SQLite file, as a site that has
// grown for years would hold them, then bumps the content version so the running site drops
// its cached pages. Each new row is a copy of a demo row with its own id, title and an older date.
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';

const DAY_MS = 86_400_000;

/** SQLite datetimes as TypeORM stores them: UTC, milliseconds. */
const stored = (date) => date.toISOString().replace('T', ' ').replace('Z', '');

function copyRows(database, table, count, rename) {
  const template = database.prepare(`SELECT * FROM ${table} ORDER BY createdAt ASC LIMIT 1`).get();
  if (!template) throw new Error(`No ${table} row to copy: the site has no demo content`);
  const columns = Object.keys(template);
  const insert = database.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
  const oldest = new Date(`${template.createdAt.replace(' ', 'T')}Z`).getTime();
  for (let n = 1; n <= count; n += 1) {
    const date = stored(new Date(oldest - n * DAY_MS / 24));
    const id = randomUUID();
    const row = { ...template, ...rename(template, n), id, createdAt: date, updatedAt: date, views: 0 };
    // Slugs are unique: each copy gets its own from its id.
    if ('slug' in template) row.slug = `${template.slug}-${id.slice(0, 8)}`;
    insert.run(columns.map((column) => row[column]));
  }
}

/** Adds `projects` portfolio projects and `posts` blog posts in one transaction, and bumps the content version. */
export function addBulkContent(sqliteFile, { projects, posts }) {
  const database = new Database(sqliteFile);
  try {
    database.pragma('busy_timeout = 10000');
    database.transaction(() => {
      copyRows(database, 'portfolios', projects, (row, n) => ({ projectName: `${row.projectName} #${n}` }));
      copyRows(database, 'blogs', posts, (row, n) => ({ title: `${row.title} #${n}` }));
      database.prepare('UPDATE content_version SET version = version + 1 WHERE id = 1').run();
    })();
  } finally {
    database.close();
  }
}
