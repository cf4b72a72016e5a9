import { freshBackend } from '../../../test/backend';
import { sharedGateway } from '../../../test/harness';
import { png } from '../../../test/images';
import { Portfolio } from '../../features/portfolio/portfolio.entity';
import { Subscription } from '../../features/subscription/subscription.entity';
import { Testimonial } from '../../features/testimonial/testimonial.entity';
import { entities, migrations, subscribers } from '../../registry';
import { openDatabase } from './data-source';
import { ContentCounter1734200000000 } from './migrations/1734200000000-content-counter';
import { CONTENT_VERSION, readVersion } from './versions';

const api = sharedGateway();

let auth: string;
beforeAll(async () => { auth = await api().auth(); });

const dataSource = () => api().gateway.services.dataSource;
const counter = async (name: string) => (await readVersion(dataSource(), name))!;
const counters = async () => ({ content: await counter(CONTENT_VERSION), subscriptions: await counter('subscriptions'), contacts: await counter('contacts') });

const project = {
  category: 'Web App', projectName: 'Counted', projectUrl: 'https://counted.example.com', projectDate: '2026-01-02',
  description: '<p>A project.</p>', problem: 'p', solution: 's', result: 'r',
};
const review = { rating: '5', review: 'Clear and on time.', userName: 'Ana', userRole: 'CTO' };

describe('the counters writes move (table_version)', () => {
  it('moves the content version once for a content write, with its audit row and all, and this process knows at once', async () => {
    const before = await counters();
    await api().http().post('/api/testimonial/add').set('Authorization', auth).send(review).expect(200);
    expect(await counters()).toEqual({ ...before, content: before.content + 1 });
    // No second wait: pages this process renders next are keyed by the new value.
    expect(await api().gateway.services.contentVersion.current()).toBe(before.content + 1);
  });

  it('moves nothing for a write that is refused or rolled back', async () => {
    const before = await counters();
    await api().http().post('/api/testimonial/add').set('Authorization', auth).send({ ...review, rating: '9' }).expect(400);
    await expect(dataSource().transaction(async (manager) => {
      const [stored] = await manager.getRepository(Testimonial).find({ take: 1 });
      await manager.getRepository(Testimonial).save({ ...stored, userName: 'Never stored' });
      throw new Error('undone by the test');
    })).rejects.toThrow('undone by the test');
    expect(await counters()).toEqual(before);
    expect(await api().gateway.services.contentVersion.current()).toBe(before.content);
  });

  it('moves the own counter of a visitors\' list, not the content version', async () => {
    const before = await counters();
    const subscriptions = dataSource().getRepository(Subscription);
    await subscriptions.save(subscriptions.create({ email: `versions-${Date.now()}@example.com`, subscribedAt: new Date() }));
    expect(await counters()).toEqual({ ...before, subscriptions: before.subscriptions + 1 });
  });

  it('does not move the content version for a view, which only counts (cached pages stay cached)', async () => {
    const add = api().http().post('/api/portfolio/add').set('Authorization', auth);
    for (const [key, value] of Object.entries(project)) add.field(key, value);
    const { _id: id } = (await add.attach('images', png(), 'shot.png').expect(200)).body.portfolio;
    const before = await counters();
    await api().http().post('/api/analytics/track').set('User-Agent', 'Mozilla/5.0 (versions test)')
      .send({ page: `/portfolio/${id}`, type: 'portfolio', id }).expect(200);
    expect(await counters()).toEqual(before);
    expect((await dataSource().getRepository(Portfolio).findOneByOrFail({ id })).views).toBe(1);
  });
});

describe('the upgrade that made the content version a counter (ContentCounter1734200000000)', () => {
  it('keeps the value an existing site had, so a replica still on the old version never sees it go back', async () => {
    const backend = await freshBackend();
    const config = { dataDir: backend.dataDir, databaseUrl: backend.databaseUrl };
    const silent = () => undefined;
    const before = migrations.slice(0, migrations.indexOf(ContentCounter1734200000000));
    const old = await openDatabase(config, { entities, migrations: before }, silent);
    await old.query('UPDATE content_version SET version = 41 WHERE id = 1');
    await old.destroy();
    const upgraded = await openDatabase(config, { entities, migrations, subscribers }, silent);
    try {
      expect(await readVersion(upgraded, CONTENT_VERSION)).toBe(41);
      expect(await upgraded.createQueryRunner().hasTable('content_version')).toBe(false);
    } finally {
      await upgraded.destroy();
      await backend.drop();
    }
  });
});
