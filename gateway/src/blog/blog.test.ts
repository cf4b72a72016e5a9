import jwt from 'jsonwebtoken';
import { graphql } from '../../test/graphql';
import { startTestGateway, type TestGateway } from '../../test/harness';
import { gif, oversizedPng, png, svgImpostor } from '../../test/images';
import { refusedTokens } from '../../test/tokens';
import { Blog } from './blog.entity';

let api: TestGateway;
let auth: string;
beforeAll(async () => {
  api = await startTestGateway();
  auth = await api.auth();
});
afterAll(async () => { await api.close(); });

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
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UNKNOWN_ID = '3f0b2d4e-0000-4000-8000-000000000000';

type Values = Record<string, string | undefined>;
type ImageFile = Buffer | { data: Buffer; filename: string; contentType: string };

/** Multipart as the admin form sends it: text fields and at most one `image` file. */
function form<T extends { field(name: string, value: string): T; attach(field: string, file: Buffer, options: object): T }>(
  call: T,
  values: Values,
  image?: ImageFile,
): T {
  for (const [key, value] of Object.entries(values)) if (value !== undefined) call.field(key, value);
  if (image) {
    const file = Buffer.isBuffer(image) ? { data: image, filename: 'cover.png', contentType: 'image/png' } : image;
    call.attach('image', file.data, { filename: file.filename, contentType: file.contentType });
  }
  return call;
}

const addBlog = (values: Values = fields, image?: ImageFile) =>
  form(api.http().post('/api/blog/add').set('Authorization', auth), values, image);

const updateBlog = (id: string, values: Values = fields, image?: ImageFile) =>
  form(api.http().put(`/api/blog/update/${id}`).set('Authorization', auth), values, image);

async function clearAll() {
  const { body } = await api.http().get('/api/blog/all').expect(200);
  for (const item of body.blogs) {
    await api.http().delete(`/api/blog/delete/${item._id}`).set('Authorization', auth).expect(200);
  }
}

beforeEach(clearAll);

describe('REST /api/blog', () => {
  it('adds a post with a featured image, lists it and serves it by id without a token', async () => {
    const added = await addBlog(fields, png()).expect(200);
    expect(added.body).toMatchObject({ success: true, message: 'Blog added successfully' });
    const saved = added.body.blog;
    expect(saved).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...fields,
      readingTime: 7,
      featuredImage: expect.stringMatching(/^\/uploads\/[\w-]+\.png$/),
      views: 0,
      createdAt: expect.stringMatching(ISO_DATE),
      updatedAt: expect.stringMatching(ISO_DATE),
    });

    const list = await api.http().get('/api/blog/all').expect(200);
    expect(list.body).toEqual({ success: true, blogs: [saved] });

    const one = await api.http().get(`/api/blog/${saved._id}`).expect(200);
    expect(one.body).toEqual({ success: true, blog: saved });

    const image = await api.http().get(saved.featuredImage).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.body, png())).toBe(0);
    expect(await api.storedFiles()).toHaveLength(1);
  });

  it('fills content, reading time and category with their defaults when omitted', async () => {
    const added = await addBlog({ title: 'Only a title' }).expect(200);
    expect(added.body.blog).toMatchObject({
      title: 'Only a title',
      content: DEFAULT_CONTENT,
      excerpt: '',
      tags: '',
      publishDate: '',
      readingTime: 5,
      category: 'Technology',
      featuredImage: null,
      views: 0,
    });
  });

  it('fills the defaults when the form sends the fields empty', async () => {
    const added = await addBlog({ ...fields, content: '', readingTime: '', category: '  ', publishDate: '' }).expect(200);
    expect(added.body.blog).toMatchObject({ content: DEFAULT_CONTENT, readingTime: 5, category: 'Technology', publishDate: '' });
  });

  it('tidies tags and trims the title', async () => {
    const added = await addBlog({ ...fields, title: '  Spaced out  ', tags: 'a, b ,,c' }).expect(200);
    expect(added.body.blog).toMatchObject({ title: 'Spaced out', tags: 'a, b, c' });
    const tidied = await addBlog({ ...fields, tags: ' , react ,  node.js , ' }).expect(200);
    expect(tidied.body.blog.tags).toBe('react, node.js');
  });

  it('lists posts newest first', async () => {
    await addBlog({ ...fields, title: 'First' }).expect(200);
    await addBlog({ ...fields, title: 'Second' }).expect(200);
    const { body } = await api.http().get('/api/blog/all').expect(200);
    expect(body.blogs.map((blog: { title: string }) => blog.title)).toEqual(['Second', 'First']);
  });

  it.each([
    ['title missing', { title: undefined }, 'title is required'],
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
  ])('refuses %s with 400, naming the field, and stores nothing', async (_case, change, message) => {
    const response = await addBlog({ ...fields, ...change }, png()).expect(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toContain(message);
    expect(await api.count(Blog)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('accepts the reading time bounds 1 and 60 and a title of exactly 200 characters', async () => {
    expect((await addBlog({ ...fields, readingTime: '1' }).expect(200)).body.blog.readingTime).toBe(1);
    expect((await addBlog({ ...fields, readingTime: '60' }).expect(200)).body.blog.readingTime).toBe(60);
    expect((await addBlog({ ...fields, title: 'T'.repeat(200) }).expect(200)).body.blog.title).toHaveLength(200);
  });

  it('refuses an SVG named .jpg with 400 naming the file, and stores nothing', async () => {
    const response = await addBlog(fields, { data: svgImpostor(), filename: 'cover.jpg', contentType: 'image/jpeg' }).expect(400);
    expect(response.body).toEqual({ success: false, message: 'image: "cover.jpg" is not a PNG, JPEG, GIF or WebP image' });
    expect(await api.count(Blog)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('refuses an image over 10 MB with 413 and stores nothing', async () => {
    const response = await addBlog(fields, { data: oversizedPng(), filename: 'huge.png', contentType: 'image/png' }).expect(413);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toMatch(/10 MB/);
    expect(await api.count(Blog)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('refuses two files in the single image field with 400 and stores nothing', async () => {
    const response = await addBlog(fields, png()).attach('image', gif(), 'second.gif').expect(400);
    expect(response.body).toEqual({ success: false, message: 'image: too many files' });
    expect(await api.count(Blog)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('updates the text and keeps the featured image when no file is sent', async () => {
    const added = await addBlog(fields, png()).expect(200);
    const { _id: id, featuredImage } = added.body.blog;

    const updated = await updateBlog(id, { ...fields, title: 'Revised', readingTime: '9', tags: 'x,y' }).expect(200);
    expect(updated.body).toMatchObject({
      success: true,
      message: 'Blog updated successfully',
      blog: { _id: id, title: 'Revised', readingTime: 9, tags: 'x, y', featuredImage },
    });
    const { body } = await api.http().get(`/api/blog/${id}`).expect(200);
    expect(body.blog).toMatchObject({ title: 'Revised', readingTime: 9, featuredImage, createdAt: added.body.blog.createdAt });
    await api.http().get(featuredImage).expect(200);
    expect(await api.storedFiles()).toHaveLength(1);
  });

  it('replaces the featured image with a new one and deletes the old file', async () => {
    const added = await addBlog(fields, png()).expect(200);
    const { _id: id, featuredImage: oldUrl } = added.body.blog;

    const updated = await updateBlog(id, fields, { data: gif(), filename: 'new.gif', contentType: 'image/gif' }).expect(200);
    const newUrl = updated.body.blog.featuredImage;
    expect(newUrl).toMatch(/^\/uploads\/[\w-]+\.gif$/);
    expect(newUrl).not.toBe(oldUrl);

    await api.http().get(oldUrl).expect(404);
    const image = await api.http().get(newUrl).expect(200);
    expect(image.headers['content-type']).toBe('image/gif');
    expect(Buffer.compare(image.body, gif())).toBe(0);
    expect(await api.storedFiles()).toHaveLength(1);
  });

  it('removes the featured image and its file when existingImages is [] and no file is sent', async () => {
    const added = await addBlog(fields, png()).expect(200);
    const { _id: id, featuredImage: oldUrl } = added.body.blog;

    const updated = await updateBlog(id, { ...fields, existingImages: '[]' }).expect(200);
    expect(updated.body.blog.featuredImage).toBeNull();
    await api.http().get(oldUrl).expect(404);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('refuses an invalid update with 400 and changes nothing', async () => {
    const added = await addBlog(fields, png()).expect(200);
    const { _id: id } = added.body.blog;
    const filesBefore = await api.storedFiles();

    const response = await updateBlog(id, { ...fields, readingTime: '61' }, gif()).expect(400);
    expect(response.body).toEqual({ success: false, message: 'readingTime must be between 1 and 60 minutes' });
    const impostor = await updateBlog(id, fields, { data: svgImpostor(), filename: 'x.jpg', contentType: 'image/jpeg' }).expect(400);
    expect(impostor.body.message).toBe('image: "x.jpg" is not a PNG, JPEG, GIF or WebP image');

    const { body } = await api.http().get(`/api/blog/${id}`).expect(200);
    expect(body.blog).toEqual(added.body.blog);
    expect(await api.storedFiles()).toEqual(filesBefore);
  });

  it('deletes a post and its featured image file', async () => {
    const added = await addBlog(fields, png()).expect(200);
    const { _id: id, featuredImage } = added.body.blog;

    const response = await api.http().delete(`/api/blog/delete/${id}`).set('Authorization', auth).expect(200);
    expect(response.body).toEqual({ success: true, message: 'Blog deleted successfully' });
    expect(await api.count(Blog)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);
    await api.http().get(featuredImage).expect(404);
    await api.http().get(`/api/blog/${id}`).expect(404);
  });

  it('answers 404 with a message for unknown ids on get, update and delete', async () => {
    const notFound = { success: false, message: 'Blog not found' };
    expect((await api.http().get(`/api/blog/${UNKNOWN_ID}`).expect(404)).body).toEqual(notFound);
    expect((await api.http().get('/api/blog/not-an-id').expect(404)).body).toEqual(notFound);
    expect((await updateBlog(UNKNOWN_ID, fields, png()).expect(404)).body).toEqual(notFound);
    expect((await api.http().delete(`/api/blog/delete/${UNKNOWN_ID}`).set('Authorization', auth).expect(404)).body).toEqual(notFound);
    expect(await api.storedFiles()).toEqual([]);
  });

  it.each(Object.keys(refusedTokens('unused')))('refuses add, update and delete with %s: 401 and nothing changed', async (name) => {
    const adminId = (jwt.decode(await api.token()) as { sub: string }).sub;
    const header = refusedTokens(api.config.jwtSecret, adminId)[name];
    const withAuth = <T extends { set(field: string, value: string): T }>(call: T) => (header ? call.set('Authorization', header) : call);

    const existing = await addBlog(fields, png()).expect(200);
    const id = existing.body.blog._id;
    const filesBefore = await api.storedFiles();

    const add = form(withAuth(api.http().post('/api/blog/add')), fields, gif());
    const update = form(withAuth(api.http().put(`/api/blog/update/${id}`)), { ...fields, title: 'Defaced' }, gif());
    const remove = withAuth(api.http().delete(`/api/blog/delete/${id}`));
    for (const response of [await add, await update, await remove]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: expect.any(String) });
    }

    expect(await api.count(Blog)).toBe(1);
    expect((await api.http().get(`/api/blog/${id}`).expect(200)).body.blog).toEqual(existing.body.blog);
    expect(await api.storedFiles()).toEqual(filesBefore);
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
    const { body } = await api.http().get(`/api/blog/${added.body.blog._id}`).expect(200);
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
    const { body } = await api.http().get(`/api/blog/${added.body.blog._id}`).expect(200);
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

describe('GraphQL blog operations', () => {
  const SELECTION = '_id title content excerpt tags publishDate readingTime featuredImage category views createdAt updatedAt';
  const ADD = `mutation Add($input: BlogInput!, $image: Upload) {
    addBlog(input: $input, image: $image) { success message blog { ${SELECTION} } }
  }`;
  const UPDATE = `mutation Update($id: ID!, $input: BlogInput!, $image: Upload, $existingImages: [String!]) {
    updateBlog(id: $id, input: $input, image: $image, existingImages: $existingImages) { success message blog { ${SELECTION} } }
  }`;
  const DELETE = 'mutation Delete($id: ID!) { deleteBlog(id: $id) { success message } }';
  const input = { ...fields, readingTime: 7 };

  it('adds with an upload, reads, replaces the image and deletes, like REST', async () => {
    const added = await graphql(api, ADD, { input, image: null }, {
      auth,
      files: [{ variable: 'image', data: png(), filename: 'cover.png' }],
    }).expect(200);
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data.addBlog).toEqual({
      success: true,
      message: 'Blog added successfully',
      blog: {
        _id: expect.any(String), ...input, featuredImage: expect.stringMatching(/^\/uploads\/[\w-]+\.png$/),
        views: 0, createdAt: expect.stringMatching(ISO_DATE), updatedAt: expect.stringMatching(ISO_DATE),
      },
    });
    const blog = added.body.data.addBlog.blog;

    const list = await graphql(api, `{ blogs { ${SELECTION} } }`).expect(200);
    expect(list.body.data.blogs).toEqual([blog]);
    const one = await graphql(api, `query One($id: ID!) { blog(id: $id) { ${SELECTION} } }`, { id: blog._id }).expect(200);
    expect(one.body.data.blog).toEqual(blog);

    const updated = await graphql(api, UPDATE, { id: blog._id, input: { title: 'Defaults only' }, image: null }, {
      auth,
      files: [{ variable: 'image', data: gif(), filename: 'new.gif', contentType: 'image/gif' }],
    }).expect(200);
    expect(updated.body.data.updateBlog).toMatchObject({
      success: true,
      message: 'Blog updated successfully',
      blog: { title: 'Defaults only', content: DEFAULT_CONTENT, readingTime: 5, category: 'Technology', featuredImage: expect.stringMatching(/\.gif$/) },
    });
    await api.http().get(blog.featuredImage).expect(404);
    expect(await api.storedFiles()).toHaveLength(1);

    const deleted = await graphql(api, DELETE, { id: blog._id }, { auth }).expect(200);
    expect(deleted.body.data.deleteBlog).toEqual({ success: true, message: 'Blog deleted successfully' });
    expect(await api.count(Blog)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);
  });

  it.each([
    ['readingTime 0', { readingTime: 0 }, 'readingTime must be between 1 and 60 minutes'],
    ['a blank title', { title: '  ' }, 'title is required'],
    ['no title', { title: undefined }, 'title is required'],
    ['a malformed publishDate', { publishDate: 'Feb 20' }, 'publishDate must be a date in the form YYYY-MM-DD'],
  ])('refuses %s with BAD_USER_INPUT naming the field, and stores nothing', async (_case, change, message) => {
    const response = await graphql(api, ADD, { input: { ...input, ...change }, image: null }, {
      auth,
      files: [{ variable: 'image', data: png(), filename: 'cover.png' }],
    });
    expect(response.body.data ?? null).toBeNull();
    expect(response.body.errors[0]).toMatchObject({ message: expect.stringContaining(message), extensions: { code: 'BAD_USER_INPUT' } });
    expect(await api.count(Blog)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('refuses an impostor upload with BAD_USER_INPUT naming the file', async () => {
    const response = await graphql(api, ADD, { input, image: null }, {
      auth,
      files: [{ variable: 'image', data: svgImpostor(), filename: 'cover.jpg', contentType: 'image/jpeg' }],
    });
    expect(response.body.errors[0]).toMatchObject({
      message: 'image: "cover.jpg" is not a PNG, JPEG, GIF or WebP image',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await api.count(Blog)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('refuses anonymous writes with UNAUTHENTICATED and changes nothing', async () => {
    const anonymousAdd = await graphql(api, ADD, { input, image: null }, { files: [{ variable: 'image', data: png(), filename: 'a.png' }] });
    expect(anonymousAdd.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await api.count(Blog)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);

    const existing = await graphql(api, ADD, { input }, { auth });
    const id = existing.body.data.addBlog.blog._id;
    const anonymousUpdate = await graphql(api, UPDATE, { id, input: { ...input, title: 'Defaced' } });
    expect(anonymousUpdate.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const anonymousDelete = await graphql(api, DELETE, { id });
    expect(anonymousDelete.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const { body } = await graphql(api, '{ blogs { _id title } }');
    expect(body.data.blogs).toEqual([{ _id: id, title: fields.title }]);
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    const response = await graphql(api, 'query One($id: ID!) { blog(id: $id) { _id } }', { id: UNKNOWN_ID });
    expect(response.body.errors[0]).toMatchObject({ message: 'Blog not found', extensions: { code: 'NOT_FOUND' } });
    const updated = await graphql(api, UPDATE, { id: UNKNOWN_ID, input }, { auth });
    expect(updated.body.errors[0]).toMatchObject({ message: 'Blog not found', extensions: { code: 'NOT_FOUND' } });
  });
});
