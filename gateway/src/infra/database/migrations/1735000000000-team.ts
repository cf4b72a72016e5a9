import { randomUUID } from 'node:crypto';
import { memberOfLeader, team } from '@consultancy/domain/collections';
import type { LeaderValues } from '@consultancy/domain';
import { DEFAULT_ABOUT_PAGE } from '@consultancy/domain/page-texts';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createCollectionTable, dropCollectionTable } from './collection-table';

/** The leaders an existing site shows on About: those its editors wrote, else the shipped ones. */
async function storedLeaders(queryRunner: QueryRunner): Promise<LeaderValues[]> {
  const [row] = (await queryRunner.query('SELECT leaders FROM about_page')) as Array<{ leaders: string | null }>;
  const leaders = row?.leaders ? (JSON.parse(row.leaders) as LeaderValues[]) : null;
  return leaders ?? DEFAULT_ABOUT_PAGE.leaders;
}

/**
 * The team's table (the About page's people), built from its definition. An existing site (one
 * with an administrator) has its About page's leaders moved in as the first members, so About
 * keeps showing them; a new one gets them on its first start (the definition's firstItems).
 */
export class Team1735000000000 implements MigrationInterface {
  name = 'Team1735000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createCollectionTable(queryRunner, team);
    const [{ admins }] = (await queryRunner.query('SELECT COUNT(*) AS admins FROM admins')) as Array<{ admins: number | string }>;
    if (Number(admins) === 0) return;
    const leaders = await storedLeaders(queryRunner);
    const now = new Date();
    for (const [index, leader] of leaders.entries()) {
      // One second apart, so that members of the same order keep the leaders' order.
      const at = new Date(now.getTime() + index * 1000);
      await queryRunner.manager.createQueryBuilder().insert().into('team').values({
        id: randomUUID(), ...memberOfLeader(leader, index), version: 1, views: 0, createdAt: at, updatedAt: at,
      }).execute();
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropCollectionTable(queryRunner, team);
  }
}
