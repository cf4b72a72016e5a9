import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The content version becomes one more counter of table_version (named
 * 'content'), moved the way the others are, and its own table goes: one way for
 * a write to move a version. The counter keeps its value, so it never goes back.
 */
export class ContentCounter1734200000000 implements MigrationInterface {
  name = 'ContentCounter1734200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const [row] = (await queryRunner.query('SELECT version FROM content_version WHERE id = 1')) as Array<{ version: number | string }>;
    await queryRunner.query("INSERT INTO table_version (name, version) VALUES ('content', ?)", [Number(row?.version ?? 1)]);
    await queryRunner.dropTable('content_version', true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE content_version (id int NOT NULL PRIMARY KEY, version bigint NOT NULL)');
    const [row] = (await queryRunner.query("SELECT version FROM table_version WHERE name = 'content'")) as Array<{ version: number | string }>;
    await queryRunner.query('INSERT INTO content_version (id, version) VALUES (1, ?)', [Number(row?.version ?? 1)]);
    await queryRunner.query("DELETE FROM table_version WHERE name = 'content'");
  }
}
