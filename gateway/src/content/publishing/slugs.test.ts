import { graphql } from '../../../test/graphql';
import { sharedGateway } from '../../../test/harness';
import { toSlug } from './slug';

const api = sharedGateway();
let auth: string;
beforeAll(async () => { auth = await api().auth(); });

const addPost = (fields: Record<string, string>) => api().http().post('/api/blog/add').set('Authorization', auth).send(fields);
const updatePost = (id: string, fields: Record<string, string>) =>
  api().http().put(`/api/blog/update/${id}`).set('Authorization', auth).send(fields);
const addProject = (fields: Record<string, string>) =>
  api().http().post('/api/portfolio/add').set('Authorization', auth).field('category', 'Web App').field('projectName', fields.projectName)
    .field('slug', fields.slug ?? '');

describe('slug generation', () => {
  it.each([
    ['Crème Brûlée à la Ñandú', 'creme-brulee-a-la-nandu'],
    ['  Hello,   World!!  ', 'hello-world'],
    ['Straße & Co — 2026', 'strasse-and-co-2026'],
    ['日本語', ''],
  ])('makes %j into %j', (text, slug) => {
    expect(toSlug(text)).toBe(slug);
  });

  it('makes a post slug from its title, with -2, -3 on collision', async () => {
    const first = await addPost({ title: 'Équipe Café Déjà Vu' }).expect(200);
    const second = await addPost({ title: 'Equipe cafe deja vu' }).expect(200);
    const third = await addPost({ title: 'ÉQUIPE CAFÉ DÉJÀ VU!' }).expect(200);
    expect([first, second, third].map((answer) => answer.body.blog.slug)).toEqual([
      'equipe-cafe-deja-vu', 'equipe-cafe-deja-vu-2', 'equipe-cafe-deja-vu-3',
    ]);
  });

  it('falls back to the collection word when the title has no usable letters', async () => {
    const answer = await addPost({ title: '日本語のブログ' }).expect(200);
    expect(answer.body.blog.slug).toMatch(/^blog(-\d+)?$/);
  });

  it('makes a project slug from its name (multipart), and takes one given', async () => {
    const made = await addProject({ projectName: 'Über App' }).expect(200);
    expect(made.body.portfolio.slug).toBe('uber-app');
    const chosen = await addProject({ projectName: 'Other', slug: 'my-own-slug' }).expect(200);
    expect(chosen.body.portfolio.slug).toBe('my-own-slug');
  });
});

describe('slug rules', () => {
  it.each([
    ['uppercase', 'Not-Lower'],
    ['spaces', 'two words'],
    ['double hyphen', 'a--b'],
    ['leading hyphen', '-a'],
    ['accents', 'café'],
    ['too long', 'a'.repeat(121)],
  ])('refuses a slug with %s (400)', async (_case, slug) => {
    const answer = await addPost({ title: 'Refused', slug }).expect(400);
    expect(answer.body).toMatchObject({ success: false, message: expect.stringContaining('slug must be lowercase letters') });
  });

  it('refuses a slug another post has, or had (400)', async () => {
    const taken = await addPost({ title: 'Taken', slug: 'taken-slug' }).expect(200);
    const clash = await addPost({ title: 'Clash', slug: 'taken-slug' }).expect(400);
    expect(clash.body).toMatchObject({ success: false, message: 'slug "taken-slug" is already used by another blog item' });
    await updatePost(taken.body.blog._id, { title: 'Taken', slug: 'taken-slug-renamed' }).expect(200);
    await addPost({ title: 'Clash', slug: 'taken-slug' }).expect(400);
    // The same slug in another collection is fine.
    await addProject({ projectName: 'Taken', slug: 'taken-slug' }).expect(200);
  });

  it('keeps the slug when an update omits it or changes the title', async () => {
    const added = await addPost({ title: 'Stable URL' }).expect(200);
    const updated = await updatePost(added.body.blog._id, { title: 'A new title' }).expect(200);
    expect(updated.body.blog.slug).toBe('stable-url');
  });
});

describe('finding by id, slug or former slug', () => {
  it('answers GET /api/blog/{idOrSlug} and the GraphQL item by either, and old slugs after an edit', async () => {
    const added = await addPost({ title: 'Findable post' }).expect(200);
    const id = added.body.blog._id;
    await updatePost(id, { title: 'Findable post', slug: 'findable-renamed' }).expect(200);
    for (const key of [id, 'findable-renamed', 'findable-post']) {
      const answer = await api().http().get(`/api/blog/${key}`).expect(200);
      expect(answer.body.blog).toMatchObject({ _id: id, slug: 'findable-renamed' });
      const viaGraphql = await graphql(api(), 'query ($id: ID!) { blog(id: $id) { id slug } }', { id: key }).expect(200);
      expect(viaGraphql.body.data.blog).toEqual({ id, slug: 'findable-renamed' });
    }
    await api().http().get('/api/blog/no-such-post').expect(404);
  });

  it('takes the slug in the GraphQL inputs', async () => {
    const answer = await graphql(api(), 'mutation { addBlog(input: { title: "Via GraphQL", slug: "via-graphql-chosen" }) { slug } }', {}, { auth }).expect(200);
    expect(answer.body.data.addBlog.slug).toBe('via-graphql-chosen');
  });

  it('a slug edited back to a former value is current again; a trashed item keeps its slugs, a purged one frees them', async () => {
    const added = await addPost({ title: 'Round trip' }).expect(200);
    const id = added.body.blog._id;
    await updatePost(id, { title: 'Round trip', slug: 'round-trip-2026' }).expect(200);
    const back = await updatePost(id, { title: 'Round trip', slug: 'round-trip' }).expect(200);
    expect(back.body.blog.slug).toBe('round-trip');
    expect((await api().http().get('/api/blog/round-trip-2026').expect(200)).body.blog.slug).toBe('round-trip');
    await api().http().delete(`/api/blog/delete/${id}`).set('Authorization', auth).expect(200);
    await addPost({ title: 'Reuse', slug: 'round-trip-2026' }).expect(400);
    await api().http().delete(`/api/blog/trash/${id}`).set('Authorization', auth).expect(200);
    await addPost({ title: 'Reuse', slug: 'round-trip-2026' }).expect(200);
  });
});

describe('old URLs answer 301', () => {
  it('redirects /blog/{id} and /blog/{former slug} to /blog/{slug}, keeping the query', async () => {
    const added = await addPost({ title: 'Moved post' }).expect(200);
    const id = added.body.blog._id;
    await updatePost(id, { title: 'Moved post', slug: 'moved-post-now' }).expect(200);
    const fromId = await api().http().get(`/blog/${id}`).set('Accept', 'text/html').expect(301);
    expect(fromId.headers.location).toBe('/blog/moved-post-now');
    const fromFormer = await api().http().get('/blog/moved-post?x=1').set('Accept', 'text/html').expect(301);
    expect(fromFormer.headers.location).toBe('/blog/moved-post-now?x=1');
    const current = await api().http().get('/blog/moved-post-now').set('Accept', 'text/html');
    expect(current.status).toBe(200);
  });

  it('redirects /portfolio/{id} to /portfolio/{slug}', async () => {
    const added = await addProject({ projectName: 'Redirected project' }).expect(200);
    const answer = await api().http().get(`/portfolio/${added.body.portfolio._id}`).set('Accept', 'text/html').expect(301);
    expect(answer.headers.location).toBe('/portfolio/redirected-project');
  });

  it('lists slugs in the sitemap', async () => {
    await addPost({ title: 'In the sitemap' }).expect(200);
    const sitemap = await api().http().get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain('/blog/in-the-sitemap</loc>');
  });
});
