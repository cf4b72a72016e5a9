import { ADMIN, sharedGateway } from '../../../test/harness';
import { graphql } from '../../../test/graphql';
import { png } from '../../../test/images';
import { AuditEntry } from '../audit/audit-entry.entity';
import { Testimonial } from '../../features/testimonial/testimonial.entity';

/**
 * Two editors cannot overwrite each other: every collection item and settings row
 * carries `version`; an update made from another version changes nothing and
 * answers 409, one without a version works as it always did.
 */
const api = sharedGateway();
let auth: string;

beforeAll(async () => {
  auth = await api().auth();
});

const CHANGED_BY = new RegExp(`^Changed by ${ADMIN.email.replace('.', '\\.')} at \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z since you opened it$`);
const fields = { rating: '5', review: 'First words', userName: 'Ada' };

const add = () => api().http().post('/api/testimonial/add').set('Authorization', auth).field(fields).attach('image', png(3, 3), 'a.png');
const update = (id: string, changes: Record<string, string>, image = false) => {
  const call = api().http().put(`/api/testimonial/update/${id}`).set('Authorization', auth).field({ ...fields, ...changes });
  return image ? call.attach('image', png(5, 5), 'b.png') : call;
};
const row = (id: string) => api().gateway.services.dataSource.getRepository(Testimonial).findOneByOrFail({ id });
const auditCount = () => api().count(AuditEntry);

async function addOne(): Promise<string> {
  const response = await add().expect(200);
  expect(response.body.testimonial.version).toBe(1);
  return response.body.testimonial._id as string;
}

describe('version of a collection item', () => {
  it('is answered by the reads and moves by one with every update', async () => {
    const id = await addOne();
    expect((await api().http().get(`/api/testimonial/${id}`).expect(200)).body.testimonial.version).toBe(1);
    const saved = await update(id, { review: 'Second', version: '1' }).expect(200);
    expect(saved.body).toMatchObject({ success: true, testimonial: { version: 2, review: 'Second' } });
    expect((await update(id, { review: 'Third' }).expect(200)).body.testimonial.version).toBe(3);
  });

  it('a stale version changes nothing (row, audit trail, images) and answers 409 naming who changed it', async () => {
    const id = await addOne();
    await update(id, { review: 'Theirs', version: '1' }).expect(200);
    const [audits, files, before] = [await auditCount(), await api().storedFiles(), await row(id)];
    const refused = await update(id, { review: 'Mine', version: '1' }, true).expect(409);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(CHANGED_BY) });
    expect(await row(id)).toEqual(before);
    expect(await auditCount()).toBe(audits);
    expect(await api().storedFiles()).toEqual(files);
  });

  it('of two updates from the same version sent at once, exactly one is stored; the other stores no file', async () => {
    const id = await addOne();
    const files = await api().storedFiles();
    const answers = await Promise.all([
      update(id, { review: 'Editor A', version: '1' }, true),
      update(id, { review: 'Editor B', version: '1' }, true),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body.testimonial;
    expect(await row(id)).toMatchObject({ version: 2, review: winner.review, userImage: winner.userImage });
    await api().gateway.services.images.settled();
    const stored = await api().storedFiles();
    // The winner's new image came in beside the first one (its revision keeps that);
    // the refused upload left nothing.
    expect(stored.length).toBe(files.length + 1);
    expect(stored).toEqual(expect.arrayContaining(files));
  });

  it('a version that is not a number is refused with 400', async () => {
    const id = await addOne();
    const response = await update(id, { version: 'soon' }).expect(400);
    expect(response.body).toMatchObject({ success: false, message: expect.stringMatching(/version/) });
  });

  it('GraphQL: the update takes `version` and refuses a stale one with CONFLICT', async () => {
    const id = await addOne();
    const mutation = `mutation ($id: ID!, $input: TestimonialInput!, $version: Int) {
      updateTestimonial(id: $id, input: $input, version: $version) { version review }
    }`;
    const input = { rating: 4, review: 'By GraphQL', userName: 'Ada' };
    const saved = await graphql(api(), mutation, { id, input, version: 1 }, { auth }).expect(200);
    expect(saved.body.data.updateTestimonial).toEqual({ version: 2, review: 'By GraphQL' });
    const stale = await graphql(api(), mutation, { id, input, version: 1 }, { auth }).expect(200);
    expect(stale.body.errors[0]).toMatchObject({ message: expect.stringMatching(CHANGED_BY), extensions: { code: 'CONFLICT' } });
  });
});

describe('version of a settings record', () => {
  const figures = {
    projectsCompleted: '42+', projectsCompletedDescription: 'Shipped.', industriesServed: '8',
    industriesServedDescription: 'Many.', clientSatisfaction: '98%', clientSatisfactionDescription: 'Surveyed.',
  };
  const put = (body: Record<string, unknown>) => api().http().put('/api/statistics/update').set('Authorization', auth).send({ ...figures, ...body });
  const current = async () => (await api().http().get('/api/statistics/get').expect(200)).body.statistics.version as number;

  it('is answered, moves with each update, and a stale one is refused with nothing changed', async () => {
    const version = await current();
    expect((await put({ version }).expect(200)).body.statistics.version).toBe(version + 1);
    expect((await put({ projectsCompleted: '43' }).expect(200)).body.statistics.version).toBe(version + 2);
    const audits = await auditCount();
    const refused = await put({ projectsCompleted: '1', version }).expect(409);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(CHANGED_BY) });
    expect((await api().http().get('/api/statistics/get').expect(200)).body.statistics).toMatchObject({ projectsCompleted: '43', version: version + 2 });
    expect(await auditCount()).toBe(audits);
  });

  it('of two updates from the same version sent at once, exactly one is stored', async () => {
    const version = await current();
    const answers = await Promise.all([put({ industriesServed: 'A', version }), put({ industriesServed: 'B', version })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await current()).toBe(version + 1);
  });
});
