import { createGateway, type Gateway } from '../../app';
import { loadConfig } from '../../config';
import { graphql } from '../../../test/graphql';
import { sharedGateway } from '../../../test/harness';
import { png } from '../../../test/images';
import { collections } from '../../registry';
import { AuditEntry } from '../audit/audit-entry.entity';
import { Portfolio } from '../../features/portfolio/portfolio.entity';
import { purgeExpiredTrash } from './trash-purge';

const api = sharedGateway();
const DAY_MS = 86_400_000;

let auth: string;
/** A second gateway on the same database and storage: another replica, with its own connections. */
let replica: Gateway;
beforeAll(async () => {
  auth = await api().auth();
  replica = await createGateway(api().config);
});
afterAll(async () => { await replica.close(); });

const repo = () => api().gateway.services.dataSource.getRepository(Portfolio);

async function trashedProject(projectName: string, daysAgo: number | null) {
  const added = await api().http().post('/api/portfolio/add').set('Authorization', auth)
    .field('category', 'Web App').field('projectName', projectName).attach('images', png(), 'photo.png').expect(200);
  const { _id: id, images_url: images } = added.body.portfolio as { _id: string; images_url: string[] };
  if (daysAgo !== null) {
    await api().http().delete(`/api/portfolio/delete/${id}`).set('Authorization', auth).expect(200);
    await repo().update({ id }, { deletedAt: new Date(Date.now() - daysAgo * DAY_MS) });
  }
  return { id, images };
}

describe('the periodic purge of the trash', () => {
  it('deletes, with their images, only items trashed longer ago than the limit, once across two replicas', async () => {
    const old = await Promise.all([trashedProject('Old one', 31), trashedProject('Old two', 45)]);
    const recent = await trashedProject('Recent', 29);
    const live = await trashedProject('Live', null);

    // Each replica once (a process never runs its purge twice at once: repeatEvery). On MariaDB at the
    // same moment. SQLite's driver waits for a lock synchronously, which in one process would hold up
    // the very transaction it waits for: there the second replica purges right after the first.
    const purge = ({ services }: Gateway) => purgeExpiredTrash(services.dataSource, services.images, collections, 30);
    const purged = api().kind === 'sqlite'
      ? [await purge(api().gateway), await purge(replica)]
      : await Promise.all([purge(api().gateway), purge(replica)]);
    expect(purged.reduce((sum, count) => sum + count, 0)).toBe(2);

    for (const { id, images } of old) {
      expect(await repo().findOne({ where: { id }, withDeleted: true })).toBeNull();
      await api().http().get(images[0]).expect(404);
      expect(await api().gateway.services.dataSource.getRepository(AuditEntry).countBy({ targetId: id, action: 'portfolio.purged' })).toBe(1);
    }
    for (const { id, images } of [recent, live]) {
      expect(await repo().findOne({ where: { id }, withDeleted: true })).not.toBeNull();
      await api().http().get(images[0]).expect(200);
    }
    const trash = await graphql(api(), '{ trashedPortfolios { items { title } total } }', {}, { auth });
    expect(trash.body.data.trashedPortfolios).toEqual({ items: [{ title: 'Recent' }], total: 1 });
  });

  it('takes its limit from TRASH_DAYS, 30 days when unset', () => {
    const dataDir = api().config.dataDir;
    expect(loadConfig({ DATA_DIR: dataDir }).trashDays).toBe(30);
    expect(loadConfig({ DATA_DIR: dataDir, TRASH_DAYS: '7' }).trashDays).toBe(7);
    for (const wrong of ['0', '-1', '1.5', 'soon']) expect(() => loadConfig({ DATA_DIR: dataDir, TRASH_DAYS: wrong })).toThrow(/TRASH_DAYS/);
  });
});
