import { sharedGateway } from '../../../test/harness';

const api = sharedGateway();

type Fields = Record<string, string>;
let auth: string;
beforeAll(async () => { auth = await api().auth(); });

const addPost = async (fields: Fields) =>
  (await api().http().post('/api/blog/add').set('Authorization', auth).send({ excerpt: '', tags: '', ...fields }).expect(200)).body.blog as { _id: string; slug: string };
const addProject = async (fields: Fields) =>
  (await api().http().post('/api/portfolio/add').set('Authorization', auth).send({ category: 'Web App', ...fields }).expect(200)).body.portfolio as { _id: string; slug: string };
const updatePost = (id: string, fields: Fields) => api().http().put(`/api/blog/update/${id}`).set('Authorization', auth).send(fields).expect(200);

interface Result { type: string; _id: string; slug: string; title: string; excerpt: string; url: string }
const search = async (q: string, extra: Record<string, string | number> = {}) => {
  const response = await api().http().get('/api/search').query({ q, ...extra }).expect(200);
  return response.body as { success: true; results: Result[]; pagination: { page: number; limit: number; total: number; pages: number } };
};
const titles = async (q: string) => (await search(q)).results.map((result) => result.title);

// Each test uses words of its own, so the tests do not see each other's items.
describe('GET /api/search', () => {
  it('answers the results and their pagination, in exactly the documented shape', async () => {
    const post = await addPost({ title: 'Quokka migrations explained', excerpt: 'How a quokka moves house.', content: '<p>Long text.</p>' });
    const body = await search('quokka');
    expect(body).toEqual({
      success: true,
      results: [{
        type: 'post', _id: post._id, slug: post.slug, title: 'Quokka migrations explained',
        excerpt: 'How a <mark>quokka</mark> moves house.', url: `/blog/${post.slug}`,
      }],
      pagination: { page: 1, limit: 10, total: 1, pages: 1 },
    });
  });

  it('finds projects by their title, summary, tags and body, with their own URLs', async () => {
    const project = await addProject({ projectName: 'Harbour ledger', description: '<p>A <b>wombat</b> dashboard.</p>', services: 'Zeppelin design', problem: 'Paper tickets of the narwhal ferry.' });
    for (const word of ['harbour', 'wombat', 'zeppelin', 'narwhal']) {
      const { results } = await search(word);
      expect(results).toEqual([expect.objectContaining({ type: 'project', _id: project._id, title: 'Harbour ledger', url: `/portfolio/${project.slug}` })]);
    }
  });

  it('ranks title matches first, then by relevance, then newest', async () => {
    await addPost({ title: 'A note on gardens', content: '<p>The platypus came by once.</p>' });
    await addPost({ title: 'Platypus habits', content: '<p>Nothing else.</p>' });
    await addPost({ title: 'Older platypus story', content: '<p>Nothing else.</p>' });
    await addPost({ title: 'Newest platypus story', content: '<p>Nothing else.</p>' });
    const found = await titles('platypus');
    expect(found.slice(0, 3).sort()).toEqual(['Newest platypus story', 'Older platypus story', 'Platypus habits']);
    expect(found[3]).toBe('A note on gardens');
  });

  it('needs every word, and takes the last one as the start of a word', async () => {
    await addPost({ title: 'Capybara architecture review', content: '<p>Serverless.</p>' });
    await addPost({ title: 'Capybara cooking', content: '<p>Soup.</p>' });
    expect(await titles('capybara architect')).toEqual(['Capybara architecture review']);
    expect(await titles('capyb')).toHaveLength(2);
    expect(await titles('capybara soup')).toEqual(['Capybara cooking']);
  });

  it('finds short words and common words too', async () => {
    await addPost({ title: 'UX of the axolotl app', content: '<p>How we did it.</p>' });
    expect(await titles('ux axolotl')).toEqual(['UX of the axolotl app']);
    expect(await titles('the axolotl')).toEqual(['UX of the axolotl app']);
    expect(await titles('axolotl how')).toEqual(['UX of the axolotl app']);
  });

  it('highlights every matched word in an escaped excerpt around the first match, never trusting stored HTML', async () => {
    const long = `${'Filler words. '.repeat(30)}Then the pangolin <em>arrived</em> & left: "pangolins" love <script>x</script> ants. ${'More filler. '.repeat(30)}`;
    await addPost({ title: 'Notes', content: `<p>${long}</p>` });
    const [result] = (await search('pangolin')).results;
    expect(result.excerpt).toMatch(/^… /);
    expect(result.excerpt).toMatch(/ …$/);
    expect(result.excerpt).toContain('Then the <mark>pangolin</mark> arrived &amp; left: &quot;<mark>pangolins</mark>&quot; love ants.');
    expect(result.excerpt.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    const [titled] = (await search('notes pangolin')).results;
    expect(titled.excerpt).toContain('<mark>pangolin</mark>');
  });

  it('pages the results', async () => {
    for (let n = 1; n <= 5; n += 1) await addPost({ title: `Okapi number ${n}` });
    const first = await search('okapi', { limit: 2 });
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5, pages: 3 });
    const third = await search('okapi', { limit: 2, page: 3 });
    expect(third.results).toHaveLength(1);
    const all = [...first.results, ...(await search('okapi', { limit: 2, page: 2 })).results, ...third.results].map((result) => result.title);
    expect(new Set(all).size).toBe(5);
    expect((await search('okapi', { page: 9 })).results).toEqual([]);
  });

  it('never finds drafts, scheduled posts or trashed items; a publication or restore shows them', async () => {
    const draft = await addPost({ title: 'Draft about the tapir', status: 'draft' });
    await addPost({ title: 'Scheduled tapir', publishAt: new Date(Date.now() + 86_400_000).toISOString() });
    const trashed = await addPost({ title: 'Trashed tapir' });
    await api().http().delete(`/api/blog/delete/${trashed._id}`).set('Authorization', auth).expect(200);
    await addPost({ title: 'Public tapir' });
    expect(await titles('tapir')).toEqual(['Public tapir']);
    // A signed-in administrator is shown the public search too.
    const asAdmin = await api().http().get('/api/search?q=tapir').set('Authorization', auth).expect(200);
    expect(asAdmin.body.results.map((result: Result) => result.title)).toEqual(['Public tapir']);

    await updatePost(draft._id, { title: 'Draft about the tapir', status: 'published' });
    await api().http().post(`/api/blog/trash/${trashed._id}/restore`).set('Authorization', auth).expect(200);
    expect((await titles('tapir')).sort()).toEqual(['Draft about the tapir', 'Public tapir', 'Trashed tapir']);
  });

  it('keeps every row when posts are added and edited at the same time', async () => {
    const added = await Promise.all(Array.from({ length: 8 }, (_, n) => addPost({ title: `Parallel heron ${n}` })));
    expect(await titles('heron')).toHaveLength(8);
    await Promise.all(added.map((post, n) => updatePost(post._id, { title: `Parallel egret ${n}` })));
    expect(await titles('heron')).toEqual([]);
    expect(await titles('egret')).toHaveLength(8);
  });

  it('shows a scheduled post once it is due, with no write', async () => {
    await addPost({ title: 'Kestrel launch notes', publishAt: new Date(Date.now() + 1_500).toISOString() });
    expect(await titles('kestrel')).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    // Other words than the first search's: that answer is kept until the schedule watch moves the content version.
    expect(await titles('kestrel launch')).toEqual(['Kestrel launch notes']);
  });

  it('follows edits and deletes', async () => {
    const post = await addPost({ title: 'Meerkat diaries', content: '<p>Sand.</p>' });
    await updatePost(post._id, { title: 'Lemur diaries', content: '<p>Trees.</p>' });
    expect(await titles('meerkat')).toEqual([]);
    expect(await titles('lemur trees')).toEqual(['Lemur diaries']);
    await api().http().delete(`/api/blog/delete/${post._id}`).set('Authorization', auth).expect(200);
    expect(await titles('lemur')).toEqual([]);
    await api().http().delete(`/api/blog/trash/${post._id}`).set('Authorization', auth).expect(200);
    expect(await titles('lemur')).toEqual([]);
    // The purge took the item's search row with it.
    const rows = await api().gateway.services.dataSource.query('SELECT COUNT(*) AS n FROM search_entries WHERE itemId = ?', [post._id]);
    expect(Number(rows[0].n)).toBe(0);
  });

  const IBEX = ['Quoted ibex'];
  it.each([
    ['ibex*', IBEX], ['-ibex', IBEX], ['(ibex', IBEX], ['+ibex', IBEX], ['ibex @ ~ < > \\ ^ %', IBEX], ['{title}: ibex', []],
    ['"unbalanced quote', []], ['ibex OR NOT', []], ['NEAR(ibex)', []], ["ibex's", []],
  ])('takes search syntax %p as plain words', async (q, expected) => {
    if ((await titles('ibex')).length === 0) await addPost({ title: 'Quoted ibex', content: '<p>Plain.</p>' });
    expect(await titles(q)).toEqual(expected);
  });

  it('answers no results for an empty query or one without words', async () => {
    for (const q of ['', '   ', '*** ---', '"()"']) {
      expect(await search(q)).toEqual({ success: true, results: [], pagination: { page: 1, limit: 10, total: 0, pages: 1 } });
    }
  });

  it('refuses bad paging and over-long queries with 400 and a message', async () => {
    const refused = async (query: Record<string, string>, message: string) => {
      const response = await api().http().get('/api/search').query(query).expect(400);
      expect(response.body).toMatchObject({ success: false, message: expect.stringContaining(message) });
    };
    await refused({ q: 'x', limit: '51' }, 'limit must be a whole number from 1 to 50');
    await refused({ q: 'x', limit: '0' }, 'limit must be a whole number from 1 to 50');
    await refused({ q: 'x', page: '0' }, 'page must be a whole number of at least 1');
    await refused({ q: 'x'.repeat(201) }, 'q must be at most 200 characters');
  });

  it('has a GraphQL twin answering the same results', async () => {
    await addPost({ title: 'Gecko engineering' });
    const response = await api().http().post('/graphql').send({
      query: 'query ($q: String) { search(q: $q) { items { type id title excerpt url } total pages } }',
      variables: { q: 'gecko' },
    }).expect(200);
    expect(response.body.data.search).toMatchObject({ items: [{ type: 'post', title: 'Gecko engineering', url: expect.stringMatching(/^\/blog\//) }], total: 1, pages: 1 });
    const bad = await api().http().post('/graphql').send({ query: '{ search(q: "gecko", limit: 99) { total } }' });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('fills an empty index from the items at start (the first start after the migration)', async () => {
    await addPost({ title: 'Ocelot field notes' });
    await api().gateway.services.dataSource.query('DELETE FROM search_entries');
    expect(await titles('ocelot')).toEqual([]);
    await api().restart();
    auth = await api().auth();
    expect(await titles('ocelot')).toEqual(['Ocelot field notes']);
  });
});
