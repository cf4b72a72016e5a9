import { randomUUID } from 'node:crypto';
import { SPAM_STATUS } from '@consultancy/domain';
import { sharedGateway } from '../../../test/harness';
import { Contact } from '../../features/contact/contact.entity';
import { Subscription } from '../../features/subscription/subscription.entity';

/**
 * Admin list totals are counted once per version of their table: every write
 * (through the API, a repository, a query builder, in a transaction or not)
 * must change what the next page says.
 */
const api = sharedGateway();

const dataSource = () => api().gateway.services.dataSource;
const total = async (path: string, query: Record<string, string> = {}) =>
  (await api().http().get(path).query(query).set('Authorization', await api().auth()).expect(200)).body.total as number;
const subscriptions = (query?: Record<string, string>) => total('/api/subscription/all', query);
const contacts = (query?: Record<string, string>) => total('/api/contact/all', query);
const row = (email: string) => {
  const now = new Date();
  return { id: randomUUID(), email, source: 'footer', status: 'active' as const, subscribedAt: now, createdAt: now, updatedAt: now };
};

describe('list totals kept between writes', () => {
  it('follow writes through the API: subscribe, delete', async () => {
    const before = await subscriptions();
    await api().http().post('/api/subscription/subscribe').send({ email: 'kept@example.com' }).expect(200);
    expect(await subscriptions()).toBe(before + 1);
    const { body } = await api().http().get('/api/subscription/all').query({ q: 'kept@' }).set('Authorization', await api().auth());
    await api().http().delete(`/api/subscription/${body.subscriptions[0]._id}`).set('Authorization', await api().auth()).expect(200);
    expect(await subscriptions()).toBe(before);
  });

  it('follow writes that go around the API: a query builder outside a transaction, a repository inside one', async () => {
    const before = await subscriptions();
    await dataSource().createQueryBuilder().insert().into(Subscription).values([row('qb1@example.com'), row('qb2@example.com')]).execute();
    expect(await subscriptions()).toBe(before + 2);
    await dataSource().transaction((manager) => manager.getRepository(Subscription).delete({ email: 'qb1@example.com' }));
    expect(await subscriptions()).toBe(before + 1);
  });

  it('follow a change of status that moves a row out of the default list and into a filter', async () => {
    await api().http().post('/api/contact/submit')
      .send({ firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com', message: 'Hello there, a real message.' }).expect(200);
    const shown = await contacts();
    const spam = await contacts({ status: SPAM_STATUS });
    const { body } = await api().http().get('/api/contact/all').query({ q: 'ada@' }).set('Authorization', await api().auth());
    await api().http().put(`/api/contact/${body.contacts[0]._id}/status`).set('Authorization', await api().auth()).send({ status: SPAM_STATUS });
    expect(await contacts()).toBe(shown - 1);
    expect(await contacts({ status: SPAM_STATUS })).toBe(spam + 1);
  });

  it('stay as counted after a write that is undone, and after one made in plain SQL that bypasses the counter', async () => {
    const before = await subscriptions();
    await expect(dataSource().transaction(async (manager) => {
      await manager.getRepository(Subscription).insert(row('undone@example.com'));
      throw new Error('changed our mind');
    })).rejects.toThrow('changed our mind');
    expect(await subscriptions()).toBe(before);
    // Plain SQL is not seen by the counter: the kept total shows the table is not counted again.
    const now = '2026-01-01 00:00:00.000';
    await dataSource().query(
      "INSERT INTO subscriptions (id, email, source, status, subscribedAt, createdAt, updatedAt) VALUES ('raw-1', 'raw@example.com', 'footer', 'active', ?, ?, ?)",
      [now, now, now],
    );
    expect(await subscriptions()).toBe(before);
    // A write to another table leaves this one's total as kept; one to this table counts both rows again.
    await dataSource().getRepository(Contact).insert({ id: randomUUID(), firstName: 'A', lastName: 'B', email: 'c@example.com', message: 'm', submittedAt: new Date(), createdAt: new Date(), updatedAt: new Date() });
    expect(await subscriptions()).toBe(before);
    await dataSource().getRepository(Subscription).delete({ email: 'qb2@example.com' });
    expect(await subscriptions()).toBe(before);
  });
});
