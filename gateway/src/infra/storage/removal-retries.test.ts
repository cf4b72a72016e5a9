import { sharedGateway } from '../../../test/harness';
import { png } from '../../../test/images';
import { createStorage } from './create-storage';
import { PendingRemoval } from './pending-removal.entity';
import { queueRemovals, RemovalRetries } from './removal-retries';

/** Files whose removal failed are queued, each once, and removed by the next pass (disk and S3). */
const api = sharedGateway();

describe('removal retries', () => {
  it('remove every queued file and forget it; a file queued twice is queued once', async () => {
    const added = await api().http().post('/api/testimonial/add').set('Authorization', await api().auth())
      .field('rating', '5').field('review', 'Fine').field('userName', 'Queued').attach('image', png(), 'photo.png').expect(200);
    const url: string = added.body.testimonial.userImage;
    const key = url.replace('/uploads/', '');
    const dataSource = api().gateway.services.dataSource;

    await queueRemovals(dataSource)([key, key]);
    expect(await dataSource.getRepository(PendingRemoval).count()).toBe(1);

    const warnings: string[] = [];
    await new RemovalRetries(dataSource, createStorage(api().config), (message) => warnings.push(message)).tick();
    expect(warnings).toEqual([]);
    expect(await dataSource.getRepository(PendingRemoval).count()).toBe(0);
    await api().http().get(url).expect(404);
  });
});
