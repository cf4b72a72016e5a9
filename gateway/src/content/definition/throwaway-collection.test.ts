/**
 * A collection defined in this test alone turns up everywhere the standard ones do: REST and
 * GraphQL, edit conflicts, the trash, revisions, the audit trail, the site search and the
 * sitemap. Nothing but its definition and the migration made from it is written for it.
 */
import { defineCollectionData } from '@consultancy/domain/collections';
import { graphql } from '../../../test/graphql';
import { sharedGateway } from '../../../test/harness';
import { collectionTableMigration } from '../../infra/database/migrations/collection-table';
import { defineCollectionFrom } from './defined-collection';

const caseStudies = defineCollectionData({
  names: { key: 'case', singular: 'case study', plural: 'case studies' },
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true, maxLength: 160, searched: true, listed: true },
    { kind: 'longText', name: 'summary', label: 'Summary', maxLength: 500, searched: true },
    { kind: 'richText', name: 'body', label: 'Body', searched: true, default: '<p></p>' },
    { kind: 'select', name: 'sector', label: 'Sector', values: ['health', 'retail', 'public'], listed: true },
    { kind: 'boolean', name: 'featured', label: 'Featured' },
    { kind: 'number', name: 'savings', label: 'Savings (%)', min: 0, max: 100 },
    { kind: 'date', name: 'finishedOn', label: 'Finished on' },
    { kind: 'email', name: 'contact', label: 'Contact' },
    { kind: 'image', name: 'cover', label: 'Cover', altField: 'coverAlt' },
  ],
  options: {
    publishing: { slugFrom: 'title' },
    search: { type: 'case' },
    sitemap: true,
    paths: { list: '/cases', item: '/cases/:slug' },
  },
  hooks: {
    validate: (input) => (input.featured && !String(input.summary ?? '').trim()
      ? [{ field: 'summary', message: 'summary is required for a featured case study' }] : []),
    beforeSave: (fields) => { fields.summary ||= `A case study: ${String(fields.title)}`; },
  },
});

const collection = defineCollectionFrom(caseStudies);
const migration = collectionTableMigration('ThrowawayCaseStudies1799999999999', caseStudies);

const api = sharedGateway({}, { collections: [{ defined: collection, migration }] });
let auth: string;
beforeAll(async () => { auth = await api().auth(); });

const valid = { title: 'A quiet launch for a quokka clinic', summary: 'Booking that stopped double-booking.', body: '<p>We <b>rebuilt</b> it.</p><script>x()</script>', sector: 'health', savings: 12.5, finishedOn: '2026-10-01', contact: 'ops@example.com' };
const add = (values: Record<string, unknown> = valid) => api().http().post('/api/case/add').set('Authorization', auth).send(values);
const count = () => api().count(collection.config.entity);

describe('a collection defined in a test', () => {
  it('adds, lists, reads by id and by slug over REST, with its fields stored as the definition says', async () => {
    const added = (await add().expect(200)).body;
    expect(added).toMatchObject({ success: true, message: 'Case study added successfully' });
    expect(added.caseStudy).toMatchObject({
      _id: expect.any(String), slug: 'a-quiet-launch-for-a-quokka-clinic', status: 'published', version: 1,
      body: '<p>We <b>rebuilt</b> it.</p>', sector: 'health', featured: false, savings: 12.5, cover: null, coverAlt: '',
    });
    const list = (await api().http().get('/api/case/all').expect(200)).body;
    expect(list).toMatchObject({ success: true, total: 1, caseStudies: [expect.objectContaining({ _id: added.caseStudy._id })] });
    await api().http().get(`/api/case/${added.caseStudy._id}`).expect(200);
    const bySlug = (await api().http().get('/api/case/a-quiet-launch-for-a-quokka-clinic').expect(200)).body;
    expect(bySlug.caseStudy.title).toBe(valid.title);
  });

  it('refuses bad input with 400 naming the field, its own cross-field check included, and stores nothing', async () => {
    const before = await count();
    expect((await add({ ...valid, sector: 'mining' }).expect(400)).body.message).toContain('sector must be one of: health, retail, public');
    expect((await add({ ...valid, savings: 101 }).expect(400)).body.message).toContain('savings must be between 0 and 100');
    expect((await add({ ...valid, contact: 'nobody' }).expect(400)).body.message).toContain('contact must be a valid email address');
    expect((await add({ ...valid, finishedOn: '01/10/2026' }).expect(400)).body.message).toContain('finishedOn must be a date');
    expect((await add({ ...valid, featured: true, summary: ' ' }).expect(400)).body.message).toContain('summary is required for a featured case study');
    expect(await count()).toBe(before);
  });

  it('lets its beforeSave hook fill a field last', async () => {
    const added = (await add({ ...valid, title: 'Summary left out', summary: '' }).expect(200)).body.caseStudy;
    expect(added.summary).toBe('A case study: Summary left out');
  });

  it('answers GraphQL under its derived names', async () => {
    const response = await graphql(api(), 'query { caseStudies(sector: "health") { items { id title slug } total } }').expect(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.caseStudies.items.map((item: { title: string }) => item.title)).toContain(valid.title);
    const added = await graphql(api(), 'mutation($input: CaseStudyInput!) { addCaseStudy(input: $input) { id sector } }',
      { input: { ...valid, title: 'Retail case', sector: 'retail' } }, { auth }).expect(200);
    expect(added.body.data.addCaseStudy.sector).toBe('retail');
  });

  it('refuses an update made from an older version with 409 and keeps revisions of the ones it takes', async () => {
    const item = (await add({ ...valid, title: 'Versioned case' }).expect(200)).body.caseStudy;
    await api().http().put(`/api/case/update/${item._id}`).set('Authorization', auth).send({ ...valid, title: 'Versioned case, again', version: item.version }).expect(200);
    const stale = await api().http().put(`/api/case/update/${item._id}`).set('Authorization', auth).send({ ...valid, title: 'Stale', version: item.version }).expect(409);
    expect(stale.body.success).toBe(false);
    const revisions = (await api().http().get(`/api/case/${item._id}/revisions`).set('Authorization', auth).expect(200)).body.revisions;
    expect(revisions).toHaveLength(2);
  });

  it('moves an item to the trash, lists it there and restores it, each write in the audit trail', async () => {
    const item = (await add({ ...valid, title: 'Trashed case' }).expect(200)).body.caseStudy;
    await api().http().delete(`/api/case/delete/${item._id}`).set('Authorization', auth).expect(200);
    await api().http().get(`/api/case/${item._id}`).expect(404);
    const trash = (await api().http().get('/api/case/trash').set('Authorization', auth).expect(200)).body.items;
    expect(trash).toEqual([expect.objectContaining({ _id: item._id, title: 'Trashed case' })]);
    const restored = await api().http().post(`/api/case/trash/${item._id}/restore`).set('Authorization', auth).expect(200);
    expect(restored.body.message).toBe('Case study restored successfully');
    await api().http().get(`/api/case/${item._id}`).expect(200);
    const entries = (await api().http().get('/api/admin/audit?limit=100').set('Authorization', auth).expect(200)).body.entries as Array<{ action: string; target: { id: string } | null }>;
    expect(entries.filter((entry) => entry.target?.id === item._id).map((entry) => entry.action).sort())
      .toEqual(['case.created', 'case.deleted', 'case.restored']);
  });

  it('is found by the site search, and its published items are in the sitemap', async () => {
    const search = (await api().http().get('/api/search').query({ q: 'quokka' }).expect(200)).body;
    expect(search.results).toEqual([expect.objectContaining({ type: 'case', url: '/cases/a-quiet-launch-for-a-quokka-clinic' })]);
    const sitemap = (await api().http().get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain('/cases/a-quiet-launch-for-a-quokka-clinic</loc>');
  });
});
