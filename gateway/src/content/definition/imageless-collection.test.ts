/**
 * A collection without an image field (a position, a price list) is a collection like the others,
 * without upload arguments: its writes take JSON alone, and the media library holds nothing of it.
 */
import { defineCollectionData } from '@consultancy/domain/collections';
import { graphql } from '../../../test/graphql';
import { sharedGateway } from '../../../test/harness';
import { collectionTableMigration } from '../../infra/database/migrations/collection-table';
import { defineCollectionFrom } from './defined-collection';

const prices = defineCollectionData({
  names: { key: 'price', singular: 'price', plural: 'prices' },
  fields: [
    { kind: 'text', name: 'service', label: 'Service', required: true, searched: true, listed: true },
    { kind: 'number', name: 'amount', label: 'Amount', min: 0, required: true },
  ],
  options: {},
});

const collection = defineCollectionFrom(prices);
const migration = collectionTableMigration('ThrowawayPrices1799999999998', prices);

const api = sharedGateway({}, { collections: [{ defined: collection, migration }] });
let auth: string;
beforeAll(async () => { auth = await api().auth(); });

it('is added, updated, trashed and restored over REST with JSON alone', async () => {
  const added = (await api().http().post('/api/price/add').set('Authorization', auth).send({ service: 'Audit', amount: 1200 }).expect(200)).body.price;
  expect(added).toMatchObject({ _id: expect.any(String), service: 'Audit', amount: 1200, version: 1 });
  expect(added.responsiveImages).toEqual([]);
  await api().http().put(`/api/price/update/${added._id}`).set('Authorization', auth).send({ service: 'Audit', amount: 1500, version: 1 }).expect(200);
  await api().http().delete(`/api/price/delete/${added._id}`).set('Authorization', auth).expect(200);
  expect((await api().http().get('/api/price/all').expect(200)).body.prices).toEqual([]);
  await api().http().post(`/api/price/trash/${added._id}/restore`).set('Authorization', auth).expect(200);
  expect((await api().http().get('/api/price/all').expect(200)).body.prices).toEqual([expect.objectContaining({ _id: added._id, amount: 1500 })]);
});

it('refuses a file sent to it, and its GraphQL writes have no upload or kept-images arguments', async () => {
  const refused = await api().http().post('/api/price/add').set('Authorization', auth).field('service', 'Audit').field('amount', '5').attach('image', Buffer.from('GIF89a'), 'a.gif');
  expect(refused.status).toBe(400);
  expect(refused.body.success).toBe(false);
  const answer = (await graphql(api(), '{ __type(name: "Mutation") { fields { name args { name } } } }', {}, { auth }).expect(200)).body;
  const addPrice = (answer.data as { __type: { fields: Array<{ name: string; args: Array<{ name: string }> }> } }).__type.fields.find((field) => field.name === 'addPrice')!;
  expect(addPrice.args.map((arg) => arg.name)).toEqual(['input']);
});
