import { sharedGateway } from '../../../test/harness';

const api = sharedGateway();

/** The indexes of every list's order and filters, and of the sitemap's dates, on this database. */
describe('list indexes', () => {
  it.each([
    ['portfolios', ['createdAt', 'id']],
    ['portfolios', ['category', 'createdAt', 'id']],
    ['testimonials', ['createdAt', 'id']],
    ['blogs', ['createdAt', 'id']],
    ['subscriptions', ['subscribedAt', 'id']],
    ['subscriptions', ['status', 'subscribedAt', 'id']],
    ['contacts', ['submittedAt', 'id']],
    ['contacts', ['status', 'submittedAt', 'id']],
    ['audit_log', ['at', 'id']],
    ['audit_log', ['action', 'at', 'id']],
    ['audit_log', ['adminEmail', 'at', 'id']],
    // The sitemap's date of each list page (migration SitemapIndexes).
    ['portfolios', ['updatedAt']],
    ['blogs', ['updatedAt']],
    // Public lists: the published items in order, publishAt read from the index (migration PublicListIndexes).
    ['portfolios', ['status', 'createdAt', 'id', 'publishAt']],
    ['portfolios', ['status', 'category', 'createdAt', 'id', 'publishAt']],
    ['blogs', ['status', 'createdAt', 'id', 'publishAt']],
    ['portfolios', ['status', 'updatedAt']],
    ['blogs', ['status', 'updatedAt']],
    ['portfolios', ['publishAt']],
    ['blogs', ['publishAt']],
  ])('%s has an index on %j', async (table, columns) => {
    const runner = api().gateway.services.dataSource.createQueryRunner();
    try {
      const found = (await runner.getTable(table))!.indices.map((index) => index.columnNames);
      expect(found).toContainEqual(columns);
    } finally {
      await runner.release();
    }
  });
});
