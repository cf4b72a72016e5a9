import type { DataSource } from 'typeorm';
import { DAY_MS } from '../../infra/periodic/repeat-every';
import { leadCounts, type LeadCount, type LeadTable } from './leads';
import type { RollupKind } from './page-view-rollup.entity';
import { byCount, rollupRows, type RollupRow } from './rollup-rows';
import { dayStart, lastFoldedDay } from './view-rollup';
import { dayOf } from './visitor';

export const SUMMARY_DAYS = [7, 30, 90] as const;
/** Entries in each top list of a summary. */
const TOP_LIST = 20;

type Counted = Omit<RollupRow, 'day' | 'kind'>;

/** Views and visitors of the days [from, to): the folded days' rollups, and the raw views of the days after them (today). */
async function countsOf(dataSource: DataSource, from: Date, to: Date): Promise<RollupRow[]> {
  const folded = await lastFoldedDay(dataSource);
  const rawFrom = folded && dayOf(from) <= folded ? new Date(Date.parse(`${folded}T00:00:00Z`) + DAY_MS) : from;
  const [stored, raw] = await Promise.all([
    dataSource.query(
      `SELECT day, kind, name, medium, campaign, views, visitors FROM page_view_rollups
       WHERE day >= ? AND day < ?`,
      [dayOf(from), dayOf(rawFrom)],
    ) as Promise<RollupRow[]>,
    rollupRows(dataSource, rawFrom, to),
  ]);
  return [...stored.map((row) => ({ ...row, views: Number(row.views), visitors: Number(row.visitors) })), ...raw];
}

/** The rows of one kind added up across days, by name (and medium and campaign), most visitors first. */
function totalsOf(rows: RollupRow[], kind: RollupKind): Counted[] {
  const sums = new Map<string, Counted>();
  for (const row of rows) {
    if (row.kind !== kind) continue;
    const key = `${row.name}\0${row.medium}\0${row.campaign}`;
    const sum = sums.get(key) ?? { name: row.name, medium: row.medium, campaign: row.campaign, views: 0, visitors: 0 };
    sum.views += row.views;
    sum.visitors += row.visitors;
    sums.set(key, sum);
  }
  return [...sums.values()].sort(byCount);
}

function seriesOf(rows: RollupRow[], from: Date, days: number) {
  const byDay = new Map(totalsOfDays(rows));
  return Array.from({ length: days }, (_, index) => {
    const date = dayOf(new Date(from.getTime() + index * DAY_MS));
    return { date, views: byDay.get(date)?.views ?? 0, visitors: byDay.get(date)?.visitors ?? 0 };
  });
}

const totalsOfDays = (rows: RollupRow[]) => rows.filter((row) => row.kind === 'total').map((row) => [row.day, row] as const);

/** Leads per key (source, or landing page). */
function leadsBy(leads: LeadCount[], key: (lead: LeadCount) => string) {
  const sums = new Map<string, { contacts: number; subscriptions: number }>();
  for (const lead of leads) {
    const sum = sums.get(key(lead)) ?? { contacts: 0, subscriptions: 0 };
    sum[lead.kind] += lead.count;
    sums.set(key(lead), sum);
  }
  return sums;
}

const leadTotal = (counts: { contacts: number; subscriptions: number }) => counts.contacts + counts.subscriptions;

function landingPagesOf(landings: Counted[], leads: LeadCount[]) {
  const byPage = leadsBy(leads, (lead) => lead.landingPage);
  const paths = new Set([...landings.map((landing) => landing.name), ...byPage.keys()]);
  const visitors = new Map(landings.map((landing) => [landing.name, landing.visitors]));
  return [...paths]
    .map((path) => ({ path, visitors: visitors.get(path) ?? 0, ...(byPage.get(path) ?? { contacts: 0, subscriptions: 0 }) }))
    .sort((a, b) => leadTotal(b) - leadTotal(a) || b.visitors - a.visitors || a.path.localeCompare(b.path))
    .slice(0, TOP_LIST);
}

/**
 * Views and visitors of the last `days` UTC days (today included) and where
 * they came from. Visitors add up per day: a visitor's hash changes every day.
 */
export async function analyticsSummary(dataSource: DataSource, leadTables: readonly LeadTable[], days: number, now = new Date()) {
  const from = new Date(dayStart(now).getTime() - (days - 1) * DAY_MS);
  const to = new Date(dayStart(now).getTime() + DAY_MS);
  const [rows, leads] = await Promise.all([countsOf(dataSource, from, to), leadCounts(dataSource, leadTables, from)]);
  const series = seriesOf(rows, from, days);
  const top = (kind: RollupKind) => totalsOf(rows, kind).slice(0, TOP_LIST);
  const conversions = [...leadsBy(leads, (lead) => lead.source)]
    .map(([source, counts]) => ({ source, ...counts }))
    .sort((a, b) => leadTotal(b) - leadTotal(a) || a.source.localeCompare(b.source));
  return {
    views: series.reduce((sum, day) => sum + day.views, 0),
    visitors: series.reduce((sum, day) => sum + day.visitors, 0),
    series,
    pages: top('path').map(({ name, views, visitors }) => ({ path: name, views, visitors })),
    sources: top('source').map(({ name, visitors }) => ({ source: name, visitors })),
    campaigns: top('campaign').map(({ name, medium, campaign, visitors }) => ({ source: name, medium, campaign, visitors })),
    devices: totalsOf(rows, 'device').map(({ name, visitors }) => ({ type: name, visitors })),
    conversions: conversions.slice(0, TOP_LIST),
    landingPages: landingPagesOf(totalsOf(rows, 'landing'), leads),
  };
}
