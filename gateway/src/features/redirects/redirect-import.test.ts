import { sharedGateway } from '../../../test/harness';
import { Redirect } from './redirect.entity';

const api = sharedGateway();
let auth: string;
beforeAll(async () => { auth = await api().auth(); });
afterEach(async () => { await api().gateway.services.dataSource.getRepository(Redirect).clear(); });

const upload = (text: string | Buffer, filename = 'redirection.csv') =>
  api().http().post('/api/redirects/import').set('Authorization', auth).attach('file', Buffer.from(text), { filename, contentType: 'text/csv' });

/** As the WordPress Redirection plugin exports it: its columns, a regex row, an error row, a chain, a full URL. */
const WORDPRESS_EXPORT = [
  'source,target,regex,code,type,hits,title,status',
  '/old-about/,/about,0,301,url,12,About us,enabled',
  '"/?p=42",/blog/launch,0,301,url,3,"Launch, the post",enabled',
  '/category/(.*),/blog,1,301,url,0,,enabled',
  '/gone,/,0,410,error,0,,enabled',
  '/api/old,/about,0,301,url,0,,enabled',
  '/OLD-ABOUT,/elsewhere,0,301,url,0,,enabled',
  '/team,/old-about,0,302,url,0,,enabled',
  'https://old.example.com/services.html,/services,0,302,url,5,,enabled',
  '/paused,/about,0,301,url,0,,disabled',
].join('\r\n');

/**
 * Byte for byte as the Redirection plugin writes a file (its fileio/csv.php): the header bare,
 * numbers bare, every other value quoted, `active` or `disabled`, an empty target for a 4xx, lines
 * ended by PHP_EOL.
 */
const PLUGIN_EXPORT = [
  'source,target,regex,code,type,hits,title,status',
  '"/old-about/","/about",0,301,"url",12,"","active"',
  '"/?p=42","/blog/launch",0,302,"url",3,"Launch, the ""first"" post","active"',
  '"/paused","/about",0,301,"url",0,"","disabled"',
  '"/gone","",0,410,"error",0,"","active"',
  '"/subscription/unsubscribe","https://evil.test/collect",0,302,"url",0,"","active"',
  '',
].join('\n');

describe('POST /api/redirects/import', () => {
  it('reads a file exactly as the Redirection plugin exports it (status active or disabled)', async () => {
    const answer = await upload(PLUGIN_EXPORT).expect(200);
    expect(answer.body).toEqual({
      success: true,
      message: '2 redirects imported, 3 lines refused',
      imported: 2,
      refused: [
        { line: 4, source: '/paused', reason: 'the redirect is disabled in the export' },
        { line: 5, source: '/gone', reason: 'type error is not a redirect to a URL' },
        { line: 6, source: '/subscription/unsubscribe', reason: expect.stringContaining('is answered by the site itself') },
      ],
    });
    const listed = await api().http().get('/api/redirects').set('Authorization', auth).expect(200);
    expect(listed.body.redirects.map(({ fromPath, to, status, hits }: Redirect) => ({ fromPath, to, status, hits }))).toEqual(expect.arrayContaining([
      { fromPath: '/old-about/', to: '/about', status: 301, hits: 12 },
      { fromPath: '/?p=42', to: '/blog/launch', status: 302, hits: 3 },
    ]));
    expect(listed.body.total).toBe(2);
  });

  it('imports the valid lines of a WordPress export and reports each refused line with its reason', async () => {
    const answer = await upload(WORDPRESS_EXPORT).expect(200);
    expect(answer.body).toEqual({
      success: true,
      message: '3 redirects imported, 6 lines refused',
      imported: 3,
      refused: [
        { line: 4, source: '/category/(.*)', reason: 'regular expressions are not supported: add each path as its own line' },
        { line: 5, source: '/gone', reason: 'type error is not a redirect to a URL' },
        { line: 6, source: '/api/old', reason: expect.stringContaining('is answered by the site itself') },
        { line: 7, source: '/OLD-ABOUT', reason: 'A redirect from /old-about/ exists already' },
        { line: 8, source: '/team', reason: '/team → /old-about would make a chain: /old-about/ already redirects to /about; send /team to /about instead' },
        { line: 10, source: '/paused', reason: 'the redirect is disabled in the export' },
      ],
    });
    const listed = await api().http().get('/api/redirects').set('Authorization', auth).expect(200);
    expect(listed.body.redirects.map(({ fromPath, to, status, hits }: Redirect) => ({ fromPath, to, status, hits }))).toEqual(expect.arrayContaining([
      { fromPath: '/old-about/', to: '/about', status: 301, hits: 12 },
      { fromPath: '/?p=42', to: '/blog/launch', status: 301, hits: 3 },
      { fromPath: '/services.html', to: '/services', status: 302, hits: 5 },
    ]));
    expect(listed.body.total).toBe(3);
    // Imported rules answer at once.
    const moved = await api().http().get('/old-about').set('Accept', 'text/html').expect(301);
    expect(moved.headers.location).toBe('/about');
  });

  it('refuses a file without the columns, or that is not CSV, and writes nothing', async () => {
    const noHeader = await upload('/a,/b,0,301\n').expect(400);
    expect(noHeader.body.message).toMatch(/^The file must be a CSV whose first line names its columns, source and target/);
    await upload('').expect(400);
    const broken = await upload('source,target\n"/a,/b\n').expect(400);
    expect(broken.body.message).toMatch(/^The file is not valid CSV/);
    expect(await api().count(Redirect)).toBe(0);
  });

  it('reads the columns by name, ignoring unknown ones, and refuses a file over 1 MB', async () => {
    const reordered = await upload('note,target,source\nhello,/about,/x\n').expect(200);
    expect(reordered.body).toMatchObject({ imported: 1, refused: [] });
    const huge = await upload(`source,target\n${'/a,/b\n'.repeat(200_000)}`).expect(413);
    expect(huge.body.success).toBe(false);
    expect(await api().count(Redirect)).toBe(1);
  });

  it('is for administrators only', async () => {
    await api().http().post('/api/redirects/import').attach('file', Buffer.from(WORDPRESS_EXPORT), 'r.csv').expect(401);
  });
});
