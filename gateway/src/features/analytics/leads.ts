import type { DataSource } from 'typeorm';
import { sqlMoment } from './rollup-rows';

/**
 * A table of leads another feature keeps (contact messages, subscriptions),
 * handed in by registry.ts: analytics imports no other feature. Each row has
 * `visitSource` and `visitLandingPage` ('' when no visit was known: a form
 * sent without scripts, or before lead attribution).
 */
export interface LeadTable {
  kind: 'contacts' | 'subscriptions';
  entity: Function;
  /** The column of the moment the lead came in. */
  at: string;
}

export interface LeadCount {
  kind: LeadTable['kind'];
  source: string;
  landingPage: string;
  count: number;
}

/** The leads since `from`, per source and landing page. Leads of no known visit are left out: nothing says where they came from. */
export async function leadCounts(dataSource: DataSource, tables: readonly LeadTable[], from: Date): Promise<LeadCount[]> {
  const counts = await Promise.all(tables.map(async ({ kind, entity, at }) => {
    const rows: Array<{ source: string; page: string; count: string | number }> = await dataSource.getRepository(entity).createQueryBuilder('lead')
      .select('lead.visitSource', 'source').addSelect('lead.visitLandingPage', 'page').addSelect('COUNT(*)', 'count')
      .where(`lead.${at} >= :from`, { from: sqlMoment(from) }).andWhere("lead.visitSource <> ''")
      .groupBy('lead.visitSource').addGroupBy('lead.visitLandingPage')
      .getRawMany();
    return rows.map((row) => ({ kind, source: row.source, landingPage: row.page, count: Number(row.count) }));
  }));
  return counts.flat();
}
