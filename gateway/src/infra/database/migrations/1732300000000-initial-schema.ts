import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { columnsFor } from './columns';

export class InitialSchema1732300000000 implements MigrationInterface {
  name = 'InitialSchema1732300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    const table = (name: string, columns: ReturnType<typeof c.id>[]) =>
      queryRunner.createTable(new Table({ name, columns: [c.id(), ...columns, ...c.timestamps()] }), true);

    await table('admins', [
      c.string('email', 254, { isUnique: true }),
      c.string('passwordHash', 255),
    ]);
    await table('portfolios', [
      c.string('category', 40),
      c.string('projectName', 200),
      c.string('projectUrl', 2048, { default: "''" }),
      c.string('projectDate', 10, { default: "''" }),
      c.text('description'),
      c.text('content'),
      c.text('problem'),
      c.text('solution'),
      c.text('result'),
      c.text('testimonial'),
      c.string('services', 200),
      c.string('clientName', 200),
      c.text('imagesUrl'),
      c.int('views', { default: 0 }),
    ]);
    await table('testimonials', [
      c.int('rating'),
      c.text('review'),
      c.string('userName', 120),
      c.string('userRole', 160, { default: "''" }),
      c.string('userImage', 2048, { isNullable: true }),
      c.int('views', { default: 0 }),
    ]);
    await table('blogs', [
      c.string('title', 200),
      c.text('content'),
      c.text('excerpt'),
      c.string('tags', 500, { default: "''" }),
      c.string('publishDate', 10, { default: "''" }),
      c.int('readingTime', { default: 5 }),
      c.string('featuredImage', 2048, { isNullable: true }),
      c.string('category', 80, { default: "'Technology'" }),
      c.int('views', { default: 0 }),
    ]);
    await table('statistics', [
      c.string('projectsCompleted', 40),
      c.string('projectsCompletedDescription', 300),
      c.string('industriesServed', 40),
      c.string('industriesServedDescription', 300),
      c.string('clientSatisfaction', 40),
      c.string('clientSatisfactionDescription', 300),
    ]);
    await table('footer', [
      c.string('companyName', 120),
      c.string('phone', 40),
      c.string('email', 254),
      c.string('copyrightText', 300),
      c.text('socialLinks'),
      c.text('quickLinks'),
    ]);
    await table('subscriptions', [
      c.string('email', 254, { isUnique: true }),
      c.string('status', 20, { default: "'active'" }),
      c.string('source', 40, { default: "''" }),
      c.datetime('subscribedAt'),
    ]);
    await table('contacts', [
      c.string('firstName', 100),
      c.string('lastName', 100),
      c.string('email', 254),
      c.string('phone', 40, { default: "''" }),
      c.string('company', 160, { default: "''" }),
      c.text('message'),
      c.string('status', 20, { default: "'new'" }),
      c.string('source', 40, { default: "'contact_form'" }),
      c.datetime('submittedAt'),
    ]);
    await table('page_views', [
      c.string('page', 200),
      c.string('type', 20),
      c.string('itemId', 36, { isNullable: true }),
      c.string('visitor', 64),
      c.datetime('viewedAt'),
    ]);
    await queryRunner.createIndex('page_views', new TableIndex({ name: 'IDX_page_views_viewedAt', columnNames: ['viewedAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['page_views', 'contacts', 'subscriptions', 'footer', 'statistics', 'blogs', 'testimonials', 'portfolios', 'admins']) {
      await queryRunner.dropTable(name, true);
    }
  }
}
