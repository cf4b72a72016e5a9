import { graphql } from '../../../test/graphql';
import { sharedGateway } from '../../../test/harness';

const api = sharedGateway();
let auth: string;
beforeAll(async () => { auth = await api().auth(); });

const addPost = (fields: Record<string, string>) => api().http().post('/api/blog/add').set('Authorization', auth).send(fields).expect(200);
const publicTitles = async () => (await api().http().get('/api/blog/all').expect(200)).body.blogs.map((post: { title: string }) => post.title);
const adminPosts = async () => (await api().http().get('/api/blog/all').set('Authorization', auth).expect(200)).body.blogs as Array<{ title: string; status: string }>;
const sitemap = async () => (await api().http().get('/sitemap.xml').expect(200)).text;
const gqlBlog = (id: string, withAuth = false) =>
  graphql(api(), 'query ($id: ID!) { blog(id: $id) { title status } }', { id }, withAuth ? { auth } : {}).expect(200);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('drafts and scheduled items', () => {
  it('publishes at once what the SPEC calls add without status or publishAt', async () => {
    const { body } = await addPost({ title: 'Spec post' });
    expect(body.blog).toMatchObject({ status: 'published', publishAt: expect.any(String) });
    expect(Date.parse(body.blog.publishAt)).toBeLessThanOrEqual(Date.now());
    expect(await publicTitles()).toContain('Spec post');
  });

  it('hides drafts and future items from every public read, shows them to the admin with their status', async () => {
    const draft = (await addPost({ title: 'Hidden draft', status: 'draft' })).body.blog;
    const later = (await addPost({ title: 'Scheduled later', publishAt: new Date(Date.now() + 86_400_000).toISOString() })).body.blog;
    for (const item of [draft, later]) {
      await api().http().get(`/api/blog/${item._id}`).expect(404);
      await api().http().get(`/api/blog/${item.slug}`).expect(404);
      const viaGraphql = await gqlBlog(item.slug);
      expect(viaGraphql.body.errors[0].extensions.code).toBe('NOT_FOUND');
      expect((await gqlBlog(item.slug, true)).body.data.blog.title).toBe(item.title);
      await api().http().get(`/api/blog/${item._id}`).set('Authorization', auth).expect(200);
      await api().http().get(`/blog/${item._id}`).set('Accept', 'text/html').expect(200); // no 301 to a hidden item (the shell renders its 404)
    }
    expect(await publicTitles()).not.toEqual(expect.arrayContaining(['Hidden draft']));
    expect(await publicTitles()).not.toEqual(expect.arrayContaining(['Scheduled later']));
    expect(await adminPosts()).toEqual(expect.arrayContaining([
      expect.objectContaining({ title: 'Hidden draft', status: 'draft' }),
      expect.objectContaining({ title: 'Scheduled later', status: 'published' }),
    ]));
    const map = await sitemap();
    expect(map).not.toContain(draft.slug);
    expect(map).not.toContain(later.slug);
  });

  it('keeps status and publishAt when an update omits them; publishing a draft shows it', async () => {
    const draft = (await addPost({ title: 'Draft then live', status: 'draft' })).body.blog;
    const kept = await api().http().put(`/api/blog/update/${draft._id}`).set('Authorization', auth).send({ title: 'Draft then live' }).expect(200);
    expect(kept.body.blog.status).toBe('draft');
    await api().http().put(`/api/blog/update/${draft._id}`).set('Authorization', auth).send({ title: 'Draft then live', status: 'published' }).expect(200);
    await api().http().get(`/api/blog/${draft.slug}`).expect(200);
  });

  it('refuses an unknown status and a malformed publishAt (400)', async () => {
    const status = await api().http().post('/api/blog/add').set('Authorization', auth).send({ title: 'x', status: 'hidden' }).expect(400);
    expect(status.body.success).toBe(false);
    const when = await api().http().post('/api/blog/add').set('Authorization', auth).send({ title: 'x', publishAt: 'tomorrow' }).expect(400);
    expect(when.body).toMatchObject({ success: false, message: expect.stringContaining('publishAt must be an ISO 8601 date-time') });
  });

  it('a scheduled post appears by itself when its time comes, past the cached list and sitemap', async () => {
    await publicTitles(); // cached at the current content version
    const soon = (await addPost({ title: 'Appears soon', publishAt: new Date(Date.now() + 1_500).toISOString() })).body.blog;
    expect(await publicTitles()).not.toContain('Appears soon');
    await api().http().get(`/api/blog/${soon.slug}`).expect(404);
    await sleep(4_000); // its time, then the watch's look (1 s) and the version's read (1 s)
    expect(await publicTitles()).toContain('Appears soon');
    await api().http().get(`/api/blog/${soon.slug}`).expect(200);
    expect(await sitemap()).toContain(soon.slug);
  });
});

describe('the clock moved past a scheduled time', () => {
  const gqlTitles = async (variables: Record<string, unknown> = {}) =>
    (await graphql(api(), 'query ($tag: String) { blogs(limit: 100, tag: $tag) { items { title } } }', variables).expect(200))
      .body.data.blogs.items.map((post: { title: string }) => post.title);
  const feed = async () => (await api().http().get('/blog/rss.xml').expect(200)).text;
  afterEach(() => { jest.useRealTimers(); });

  it('a post scheduled for next week stays hidden everywhere, then appears everywhere once the clock passes its time', async () => {
    const nextWeek = new Date(Date.now() + 7 * 86_400_000);
    const later = (await addPost({ title: 'Next week', tags: 'clockwork', publishAt: nextWeek.toISOString() })).body.blog;
    const draft = (await addPost({ title: 'Clockwork draft', tags: 'clockwork', status: 'draft' })).body.blog;
    const hidden = async () => {
      expect(await publicTitles()).not.toContain('Next week');
      expect(await gqlTitles()).not.toContain('Next week');
      expect(await gqlTitles({ tag: 'clockwork' })).toEqual([]);
      await api().http().get(`/api/blog/${later.slug}`).expect(404);
      expect(await sitemap()).not.toContain(later.slug);
      expect(await feed()).not.toContain('Next week');
    };
    await hidden();

    // Only Date moves: the gateway's timers keep running in real time.
    jest.useFakeTimers({
      now: nextWeek.getTime() + 1_000,
      doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
    await sleep(2_500); // the schedule watch's look (1 s) and the content version's read (1 s), in real time
    expect(await publicTitles()).toContain('Next week');
    expect(await gqlTitles()).toContain('Next week');
    expect(await gqlTitles({ tag: 'clockwork' })).toEqual(['Next week']);
    await api().http().get(`/api/blog/${later.slug}`).expect(200);
    expect(await sitemap()).toContain(later.slug);
    expect(await feed()).toContain('Next week');
    // A draft stays hidden whatever the time.
    await api().http().get(`/api/blog/${draft.slug}`).expect(404);
    expect(await gqlTitles()).not.toContain('Clockwork draft');
  });
});

describe('projects too', () => {
  it('hides a draft project from the public list and item, not from the admin', async () => {
    const added = await api().http().post('/api/portfolio/add').set('Authorization', auth)
      .field('category', 'Web App').field('projectName', 'Draft project').field('status', 'draft').expect(200);
    expect(added.body.portfolio.status).toBe('draft');
    await api().http().get(`/api/portfolio/${added.body.portfolio.slug}`).expect(404);
    const listed = (await api().http().get('/api/portfolio/all').expect(200)).body.portfolios.map((p: { projectName: string }) => p.projectName);
    expect(listed).not.toContain('Draft project');
    await api().http().get(`/api/portfolio/${added.body.portfolio.slug}`).set('Authorization', auth).expect(200);
  });
});

describe('SEO fields', () => {
  it('start empty, are kept when an update omits them, and are checked', async () => {
    const { body } = await addPost({ title: 'With SEO' });
    expect(body.blog).toMatchObject({ seoTitle: '', seoDescription: '', socialImage: null });
    const id = body.blog._id;
    const set = await api().http().put(`/api/blog/update/${id}`).set('Authorization', auth)
      .send({ title: 'With SEO', seoTitle: ' Better title ', seoDescription: 'For search results.' }).expect(200);
    expect(set.body.blog).toMatchObject({ seoTitle: 'Better title', seoDescription: 'For search results.' });
    const kept = await api().http().put(`/api/blog/update/${id}`).set('Authorization', auth).send({ title: 'With SEO' }).expect(200);
    expect(kept.body.blog).toMatchObject({ seoTitle: 'Better title', seoDescription: 'For search results.' });
    const long = await api().http().put(`/api/blog/update/${id}`).set('Authorization', auth).send({ title: 'x', seoDescription: 'd'.repeat(301) }).expect(400);
    expect(long.body.message).toBe('seoDescription must be at most 300 characters');
    const foreign = await api().http().put(`/api/blog/update/${id}`).set('Authorization', auth).send({ title: 'x', socialImage: '/uploads/other.png' }).expect(400);
    expect(foreign.body.message).toBe('socialImage: "/uploads/other.png" is not an image of this item');
  });
});
