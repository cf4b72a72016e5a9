import type { RollupKind } from './page-view-rollup.entity';

/** A moment as both databases compare it with a stored datetime: 'YYYY-MM-DD HH:MM:SS.SSS' (UTC). */
export const sqlMoment = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');

/** One day's count of one kind and name: what a rollup row holds, and what the raw views of a day add up to. */
export interface RollupRow {
  day: string;
  kind: RollupKind;
  name: string;
  medium: string;
  campaign: string;
  views: number;
  visitors: number;
}

/** Something that runs SQL: a data source, an entity manager or a query runner. */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<any>;
}

const DAY = 'SUBSTR(viewedAt, 1, 10)';

/** How each kind groups the raw views: by which columns, of which views (landing views say where a visit came from). */
const KINDS: Record<RollupKind, { columns: { name?: string; medium?: string; campaign?: string }; where?: string }> = {
  total: { columns: {} },
  path: { columns: { name: 'page' } },
  device: { columns: { name: 'device' } },
  source: { columns: { name: 'source' }, where: 'landed = 1' },
  landing: { columns: { name: 'page' }, where: 'landed = 1' },
  campaign: { columns: { name: 'source', medium: 'medium', campaign: 'campaign' }, where: "landed = 1 AND (medium <> '' OR campaign <> '')" },
};

function kindQuery(kind: RollupKind): string {
  const { columns, where } = KINDS[kind];
  const grouped = [DAY, ...Object.values(columns)];
  const select = (field: 'name' | 'medium' | 'campaign') => `${columns[field] ?? "''"} AS ${field}`;
  return `SELECT ${DAY} AS day, ${select('name')}, ${select('medium')}, ${select('campaign')},
    COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors
    FROM page_views WHERE viewedAt >= ? AND viewedAt < ?${where ? ` AND ${where}` : ''} GROUP BY ${grouped.join(', ')}`;
}

/** The raw views of [from, to) counted per UTC day, for every kind: what folding stores and what a summary adds for today. */
export async function rollupRows(db: Queryable, from: Date, to: Date): Promise<RollupRow[]> {
  const range = [sqlMoment(from), sqlMoment(to)];
  const kinds = Object.keys(KINDS) as RollupKind[];
  const results = await Promise.all(kinds.map((kind) => db.query(kindQuery(kind), range) as Promise<any[]>));
  return results.flatMap((rows, index) => rows.map((row) => ({
    day: String(row.day), kind: kinds[index], name: String(row.name), medium: String(row.medium), campaign: String(row.campaign),
    views: Number(row.views), visitors: Number(row.visitors),
  })));
}

/** Most visitors first, then most views, then by name: the order of every top list. */
export const byCount = (a: { visitors: number; views?: number; name?: string }, b: { visitors: number; views?: number; name?: string }) =>
  b.visitors - a.visitors || (b.views ?? 0) - (a.views ?? 0) || (a.name ?? '').localeCompare(b.name ?? '');
