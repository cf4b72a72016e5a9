import { DEFAULT_ABOUT_PAGE } from '@consultancy/domain/page-texts';
import { describeCollectionContract } from '../../../test/contracts/collection-contract';
import { sharedGateway } from '../../../test/harness';
import { definedCollections } from '../../registry';

const api = sharedGateway();
const team = definedCollections.find((collection) => collection.data.names.key === 'team')!.config;

const valid = {
  name: 'Priya Raman',
  role: 'Lead Data Engineer',
  bio: 'Builds the pipelines.\nMentors the juniors.',
  link: 'https://www.linkedin.com/in/priya-raman',
  order: '3',
};

describe('the team on a first start', () => {
  it('has the About page’s two leaders as its first two members, with their texts, in order', async () => {
    const response = await api().http().get('/api/team/all').expect(200);
    expect(response.body).toMatchObject({ success: true, page: 1, total: 2 });
    expect(response.body.team).toEqual(DEFAULT_ABOUT_PAGE.leaders.map((leader, index) => expect.objectContaining({
      _id: expect.any(String), name: leader.name, role: leader.role, bio: leader.bio, photo: leader.photo, link: leader.profileUrl, order: index + 1,
    })));
    const first = await api().http().get(`/api/team/${response.body.team[0]._id}`).expect(200);
    expect(first.body).toMatchObject({ success: true, teamMember: { name: DEFAULT_ABOUT_PAGE.leaders[0]!.name } });
  });
});

describe('the team contract', () => {
  describeCollectionContract({
    collection: team,
    valid,
    changed: { name: 'Priya R.', role: 'Head of Data', order: '4' },
    nameField: 'name',
    invalid: [
      ['name missing', { name: '' }, 'name is required'],
      ['name over 120 characters', { name: 'n'.repeat(121) }, 'name must be at most 120 characters'],
      ['role over 160 characters', { role: 'r'.repeat(161) }, 'role must be at most 160 characters'],
      ['a link that is not http(s)', { link: 'javascript:alert(1)' }, 'link must be a URL starting with http:// or https://'],
      ['an ftp link', { link: 'ftp://example.com/me' }, 'link'],
      ['a fractional order', { order: '1.5' }, 'order'],
      ['a negative order', { order: '-1' }, 'order must be between 0 and 10000'],
    ],
  }, api);
});

describe('team members: their own rules', () => {
  let auth: string;
  beforeAll(async () => { auth = await api().auth(); });
  const add = (values: Record<string, unknown>) => api().http().post('/api/team/add').set('Authorization', auth).send(values);

  it('lists by order, then in the order added, a page at a time', async () => {
    for (const [name, order] of [['Third', 3], ['First', 1], ['Second', 2], ['Also first', 1]] as const) await add({ ...valid, name, order }).expect(200);
    const response = await api().http().get('/api/team/all?limit=3').expect(200);
    expect(response.body.team.map((member: { name: string }) => member.name)).toEqual(['First', 'Also first', 'Second']);
    expect(response.body).toMatchObject({ page: 1, limit: 3, pages: 2 });
  });

  it('takes JSON with the defaults filled: no role, no link, order 0; text trimmed', async () => {
    const response = await add({ name: '  Sam  ', bio: '  Writes code.  ' }).expect(200);
    expect(response.body.teamMember).toMatchObject({ name: 'Sam', role: '', bio: 'Writes code.', link: '', order: 0, photo: null, photoAlt: '' });
  });

  it('refuses an update made from an older version with 409, and records its writes in the audit trail', async () => {
    const added = (await add({ ...valid, name: 'Versioned' }).expect(200)).body.teamMember;
    await api().http().put(`/api/team/update/${added._id}`).set('Authorization', auth).send({ ...valid, name: 'V2', version: added.version }).expect(200);
    await api().http().put(`/api/team/update/${added._id}`).set('Authorization', auth).send({ ...valid, name: 'Stale', version: added.version }).expect(409);
    const audit = await api().http().get('/api/admin/audit?limit=100').set('Authorization', auth).expect(200);
    const own = (audit.body.entries as Array<{ action: string; target: { id: string } | null }>).filter((entry) => entry.target?.id === added._id).map((entry) => entry.action);
    expect(own).toEqual(expect.arrayContaining(['team.created', 'team.updated']));
  });

  it('keeps revisions of a member, readable at /api/team/{id}/revisions', async () => {
    const added = (await add({ ...valid, name: 'Revised' }).expect(200)).body.teamMember;
    await api().http().put(`/api/team/update/${added._id}`).set('Authorization', auth).send({ ...valid, name: 'Revised twice' }).expect(200);
    const revisions = await api().http().get(`/api/team/${added._id}/revisions`).set('Authorization', auth).expect(200);
    expect(revisions.body.revisions.length).toBe(2);
  });
});
