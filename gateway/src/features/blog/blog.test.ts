import { describeCollectionContract } from '../../../test/contracts/collection-contract';
import { sharedGateway } from '../../../test/harness';
import { blogCollection } from './blog.collection';

const api = sharedGateway();

const fields = {
  title: 'Choosing a database for a small team',
  content: '<h2>Why it matters</h2><p>Pick <strong>boring</strong> technology.</p>',
  excerpt: 'SQLite, Postgres or MySQL?',
  tags: 'databases, architecture',
  publishDate: '2026-02-20',
  readingTime: '7',
  category: 'Engineering',
};

const DEFAULT_CONTENT = '<p>Start writing your blog post...</p>';

type Values = Record<string, string>;

let auth: string;
beforeAll(async () => { auth = await api().auth(); });

/** Multipart as the admin form sends it. */
function form<T extends { field(name: string, value: string): T }>(call: T, values: Values): T {
  for (const [key, value] of Object.entries(values)) call.field(key, value);
  return call;
}
const addBlog = (values: Values = fields) => form(api().http().post('/api/blog/add').set('Authorization', auth), values);
const updateBlog = (id: string, values: Values) => form(api().http().put(`/api/blog/update/${id}`).set('Authorization', auth), values);

describeCollectionContract({
  collection: blogCollection,
  valid: fields,
  changed: { title: 'Renamed post', excerpt: 'New summary', readingTime: '9' },
  nameField: 'title',
  invalid: [
    ['title empty', { title: '' }, 'title is required'],
    ['title blank', { title: '   ' }, 'title is required'],
    ['title over 200 characters', { title: 't'.repeat(201) }, 'title must be at most 200 characters'],
    ['readingTime 0', { readingTime: '0' }, 'readingTime must be between 1 and 60 minutes'],
    ['readingTime 61', { readingTime: '61' }, 'readingTime must be between 1 and 60 minutes'],
    ['readingTime abc', { readingTime: 'abc' }, 'readingTime'],
    ['publishDate malformed', { publishDate: '20/02/2026' }, 'publishDate must be a date in the form YYYY-MM-DD'],
    ['publishDate impossible month', { publishDate: '2026-13-01' }, 'publishDate must be a date in the form YYYY-MM-DD'],
    ['excerpt over 1000 characters', { excerpt: 'e'.repeat(1001) }, 'excerpt must be at most 1000 characters'],
    ['tags over 500 characters', { tags: 'x'.repeat(501) }, 'tags must be at most 500 characters'],
  ],
}, api);

describe('blog posts: their own rules', () => {
  it('fills content and category with their defaults, and works out the reading time, when omitted', async () => {
    const added = await addBlog({ title: 'Only a title' }).expect(200);
    expect(added.body.blog).toMatchObject({
      title: 'Only a title',
      content: DEFAULT_CONTENT,
      excerpt: '',
      tags: '',
      publishDate: '',
      readingTime: 1,
      category: 'Technology',
      featuredImage: null,
      views: 0,
    });
  });

  it('fills the defaults when the form sends the fields empty', async () => {
    const added = await addBlog({ ...fields, content: '', readingTime: '', category: '  ', publishDate: '' }).expect(200);
    expect(added.body.blog).toMatchObject({ content: DEFAULT_CONTENT, readingTime: 1, category: 'Technology', publishDate: '' });
  });

  describe('reading time worked out from the text when the author leaves it empty', () => {
    const words = (count: number) => `<p>${Array.from({ length: count }, (_, index) => `word${index}`).join(' ')}</p>`;

    it('counts the words of the text (not its markup) at 200 a minute, rounded up', async () => {
      const empty = { ...fields, readingTime: '' };
      expect((await addBlog({ ...empty, content: words(200) }).expect(200)).body.blog.readingTime).toBe(1);
      expect((await addBlog({ ...empty, content: words(201) }).expect(200)).body.blog.readingTime).toBe(2);
      const marked = `<h2 class="big">Title</h2><ul><li>one</li><li>two</li></ul>${words(597)}`;
      expect((await addBlog({ ...empty, content: marked }).expect(200)).body.blog.readingTime).toBe(3);
    });

    it('stays within 1 to 60 minutes, and the GraphQL input may leave it out too', async () => {
      expect((await addBlog({ ...fields, readingTime: '', content: words(20_000) }).expect(200)).body.blog.readingTime).toBe(60);
      const { readingTime: _omitted, ...rest } = fields;
      expect((await addBlog({ ...rest, content: words(650) }).expect(200)).body.blog.readingTime).toBe(4);
    });

    it("keeps the author's own reading time, and works it out again when an edit leaves it empty", async () => {
      const added = await addBlog({ ...fields, readingTime: '12', content: words(100) }).expect(200);
      expect(added.body.blog.readingTime).toBe(12);
      const edited = await updateBlog(added.body.blog._id, { ...fields, readingTime: '', content: words(1000) }).expect(200);
      expect(edited.body.blog.readingTime).toBe(5);
    });
  });

  it('tidies tags (blanks and repeats in any case dropped) and trims the title', async () => {
    const added = await addBlog({ ...fields, title: '  Spaced out  ', tags: 'a, b ,,c' }).expect(200);
    expect(added.body.blog).toMatchObject({ title: 'Spaced out', tags: 'a, b, c' });
    const tidied = await addBlog({ ...fields, tags: ' , react ,  node.js , React, ' }).expect(200);
    expect(tidied.body.blog.tags).toBe('react, node.js');
  });

  it('finds posts by category whatever its case, on either database', async () => {
    const added = await addBlog({ ...fields, title: 'A post about platforms', category: 'Platform Engineering' }).expect(200);
    for (const category of ['Platform Engineering', 'platform engineering', 'PLATFORM ENGINEERING']) {
      const { body } = await api().http().get('/api/blog/all').query({ category }).expect(200);
      expect(body.blogs.map((blog: { _id: string }) => blog._id)).toEqual([added.body.blog._id]);
    }
  });

  it('accepts the reading time bounds 1 and 60 and a title of exactly 200 characters', async () => {
    expect((await addBlog({ ...fields, readingTime: '1' }).expect(200)).body.blog.readingTime).toBe(1);
    expect((await addBlog({ ...fields, readingTime: '60' }).expect(200)).body.blog.readingTime).toBe(60);
    expect((await addBlog({ ...fields, title: 'T'.repeat(200) }).expect(200)).body.blog.title).toHaveLength(200);
  });
});

describe('blog content sanitizing', () => {
  /** Numeric and named entities a browser would decode inside an attribute. */
  const decodeEntities = (html: string) =>
    html
      .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&colon;/gi, ':')
      .replace(/&(tab|newline);/gi, '');

  const FORBIDDEN = [/<script/i, /\son\w+\s*=/i, /javascript:/i, /<iframe/i, /<object/i, /<embed/i, /<style/i, /<form/i, /<svg/i, /<base/i, /<meta/i];

  const payloads: Array<[string, string]> = [
    ['script tag', '<script>alert(1)</script>'],
    ['script tag in mixed case', '<ScRiPt src="https://evil.example/x.js"></sCrIpT>'],
    ['img onerror', '<img src=x onerror=alert(1)>'],
    ['img onerror quoted, with a valid src', '<img src="/uploads/a.png" onerror="alert(1)">'],
    ['svg onload', '<svg onload=alert(1)><circle r="4"/></svg>'],
    ['javascript: link', '<a href="javascript:alert(1)">click</a>'],
    ['javascript: link in mixed case', '<a href="JaVaScRiPt:alert(1)">click</a>'],
    ['javascript: link with a hex entity', '<a href="jav&#x61;script:alert(1)">click</a>'],
    ['javascript: link fully encoded', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>'],
    ['javascript: link with a tab entity and leading space', '<a href=" java&#09;script:alert(1)">click</a>'],
    ['javascript: link with &colon;', '<a href="javascript&colon;alert(1)">click</a>'],
    ['img src javascript:', '<img src="javascript:alert(1)">'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['object', '<object data="https://evil.example/x.swf"></object>'],
    ['embed', '<embed src="https://evil.example/x.swf">'],
    ['style tag', '<style>body{background:url("javascript:alert(1)")}</style>'],
    ['style attribute with url()', '<p style="background:url(javascript:alert(1))">styled</p>'],
    ['form action', '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form>'],
    ['event handler on an allowed tag', '<p onclick="steal()" onmouseover="steal()">hover</p>'],
    ['nested script trick', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
    ['base href', '<base href="javascript:alert(1)//">'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['data: URL image', '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">'],
  ];

  it.each(payloads)('strips %s from stored content', async (_name, payload) => {
    const added = await addBlog({ ...fields, content: `<p>before</p>${payload}<p>after</p>` }).expect(200);
    const { body } = await api().http().get(`/api/blog/${added.body.blog._id}`).expect(200);
    const stored: string = body.blog.content;
    expect(stored).toBe(added.body.blog.content);
    for (const pattern of FORBIDDEN) {
      expect(stored).not.toMatch(pattern);
      expect(decodeEntities(stored)).not.toMatch(pattern);
    }
    // What a browser would follow: URL attributes decoded, with the tabs and newlines it ignores removed.
    const urls = [...stored.matchAll(/\s(?:href|src|action|formaction|xlink:href)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi)]
      .map((match) => decodeEntities(match[1].replace(/^["']|["']$/g, '')).replace(/[\x00-\x20]/g, ''));
    for (const url of urls) expect(url).not.toMatch(/^(javascript|vbscript|data):/i);
    expect(stored.startsWith('<p>before</p>')).toBe(true);
  });

  it('keeps the formatting the editor produces', async () => {
    const safe =
      '<h2>Heading</h2>' +
      '<p><strong>bold</strong> <em>italic</em> <u>under</u></p>' +
      '<ul><li>one</li><li>two</li></ul>' +
      '<ol><li>first</li></ol>' +
      '<blockquote>quoted</blockquote>' +
      '<p><a href="https://example.com/post">a link</a></p>' +
      '<p><img src="/uploads/0a1b2c3d-0000-4000-8000-000000000000.png" alt="diagram" /></p>' +
      '<p style="text-align:center">centred</p>';
    const added = await addBlog({ ...fields, content: safe }).expect(200);
    const { body } = await api().http().get(`/api/blog/${added.body.blog._id}`).expect(200);
    expect(body.blog.content).toBe(safe);
  });

  it('stores the default content when sanitizing leaves nothing', async () => {
    const added = await addBlog({ ...fields, content: '<script>alert(1)</script>' }).expect(200);
    expect(added.body.blog.content).toBe(DEFAULT_CONTENT);
  });

  it('sanitizes on update too', async () => {
    const added = await addBlog(fields).expect(200);
    const updated = await updateBlog(added.body.blog._id, { ...fields, content: '<p>ok</p><img src=x onerror=alert(1)><script>x()</script>' }).expect(200);
    expect(updated.body.blog.content).toBe('<p>ok</p><img src="x" />');
  });
});
