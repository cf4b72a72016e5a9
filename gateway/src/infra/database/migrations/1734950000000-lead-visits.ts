import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { VISIT_LIMITS } from '@consultancy/domain';
import { columnsFor } from './columns';

const LEAD_TABLES = ['contacts', 'subscriptions'];

/**
 * Lead attribution (content/attribution/visit.ts): each contact message and
 * subscription keeps the visit it came from. Rows stored before have none:
 * empty strings and nulls, shown as "no visit known".
 */
export class LeadVisits1734950000000 implements MigrationInterface {
  name = 'LeadVisits1734950000000';

  private columns(queryRunner: QueryRunner): TableColumn[] {
    const c = columnsFor(queryRunner);
    return [
      c.string('visitLandingPage', VISIT_LIMITS.path, { default: "''" }),
      c.string('visitReferrer', VISIT_LIMITS.referrer, { default: "''" }),
      c.string('visitSource', VISIT_LIMITS.tag, { default: "''" }),
      c.string('visitUtmSource', VISIT_LIMITS.tag, { default: "''" }),
      c.string('visitUtmMedium', VISIT_LIMITS.tag, { default: "''" }),
      c.string('visitUtmCampaign', VISIT_LIMITS.tag, { default: "''" }),
      { name: 'visitPages', type: 'text', isNullable: true },
      c.int('visitSecondsToSend', { isNullable: true }),
    ].map((column) => new TableColumn(column));
  }

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of LEAD_TABLES) await queryRunner.addColumns(table, this.columns(queryRunner));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of LEAD_TABLES) await queryRunner.dropColumns(table, this.columns(queryRunner).map((column) => column.name));
  }
}
