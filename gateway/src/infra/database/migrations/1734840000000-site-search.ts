import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Site search (content/search/): one row per post and project with the words it is found by,
 * and its slug, status and publishAt (written with the words: only a save changes them), so a
 * search reads no item table but for the few trashed ids.
 * SQLite: a plain table and an external-content FTS5 table kept in step by triggers.
 * MySQL/MariaDB: the same table with FULLTEXT indexes (InnoDB), created without the stopword
 * list so that "how", "what" or "with" are found like any other word. The rows are written at
 * the gateway's first start after this migration (the index's start step), from the items.
 */
/** The row's columns on either database: MySQL's `text` stops at 64 KB, and its datetimes need their milliseconds. */
const entryColumns = (mysql: boolean) => [
  'type varchar(20) NOT NULL', 'itemId varchar(36) NOT NULL', 'title varchar(200) NOT NULL',
  `summary ${mysql ? 'mediumtext' : 'text'} NOT NULL`, 'tags varchar(500) NOT NULL', `body ${mysql ? 'mediumtext' : 'text'} NOT NULL`,
  'slug varchar(120) NOT NULL', 'status varchar(20) NOT NULL', `publishAt ${mysql ? 'datetime(3)' : 'datetime'} NOT NULL`,
].join(', ');

export class SiteSearch1734840000000 implements MigrationInterface {
  name = 'SiteSearch1734840000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') await this.upMysql(queryRunner);
    else await this.upSqlite(queryRunner);
  }

  private async upSqlite(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE search_entries (id integer PRIMARY KEY AUTOINCREMENT, ${entryColumns(false)})`);
    await queryRunner.query('CREATE UNIQUE INDEX IDX_search_entries_itemId ON search_entries (itemId)');
    await queryRunner.query(`CREATE VIRTUAL TABLE search_text USING fts5(
      title, summary, tags, body, content = 'search_entries', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2'
    )`);
    await queryRunner.query(`CREATE TRIGGER search_entries_added AFTER INSERT ON search_entries BEGIN
      INSERT INTO search_text (rowid, title, summary, tags, body) VALUES (new.id, new.title, new.summary, new.tags, new.body);
    END`);
    await queryRunner.query(`CREATE TRIGGER search_entries_removed AFTER DELETE ON search_entries BEGIN
      INSERT INTO search_text (search_text, rowid, title, summary, tags, body) VALUES ('delete', old.id, old.title, old.summary, old.tags, old.body);
    END`);
    await queryRunner.query(`CREATE TRIGGER search_entries_changed AFTER UPDATE ON search_entries BEGIN
      INSERT INTO search_text (search_text, rowid, title, summary, tags, body) VALUES ('delete', old.id, old.title, old.summary, old.tags, old.body);
      INSERT INTO search_text (rowid, title, summary, tags, body) VALUES (new.id, new.title, new.summary, new.tags, new.body);
    END`);
  }

  private async upMysql(queryRunner: QueryRunner): Promise<void> {
    // The setting is read when a FULLTEXT index is created, and kept with it.
    await queryRunner.query('SET SESSION innodb_ft_enable_stopword = OFF');
    try {
      await queryRunner.query(`CREATE TABLE search_entries (
        id bigint UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, ${entryColumns(true)},
        UNIQUE INDEX IDX_search_entries_itemId (itemId),
        FULLTEXT INDEX FT_search_entries_all (title, summary, tags, body),
        FULLTEXT INDEX FT_search_entries_title (title)
      ) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_unicode_ci`);
    } finally {
      await queryRunner.query('SET SESSION innodb_ft_enable_stopword = ON');
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'mysql') await queryRunner.query('DROP TABLE IF EXISTS search_text');
    await queryRunner.query('DROP TABLE IF EXISTS search_entries');
  }
}
