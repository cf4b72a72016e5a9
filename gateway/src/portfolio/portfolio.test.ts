import { graphql } from '../../test/graphql';
import { startTestGateway, type TestGateway } from '../../test/harness';
import { oversizedPng, png, svgImpostor } from '../../test/images';
import { refusedTokens } from '../../test/tokens';
import { Portfolio } from './portfolio.entity';

let api: TestGateway;
let auth: string;
beforeAll(async () => {
  api = await startTestGateway();
  auth = await api.auth();
});
afterAll(async () => { await api.close(); });

const fields = {
  category: 'Web App',
  projectName: 'Ledger Lite',
  projectUrl: 'https://ledger.example.com',
  projectDate: '2026-03-14',
  description: '<h2>Overview</h2><p>A <strong>bookkeeping</strong> app.</p>',
  content: '<ul><li>Fast</li></ul>',
  problem: 'Slow month-end close',
  solution: 'Automated reconciliation',
  result: 'Close in 2 days',
  testimonial: 'Great team.\nWould hire again.',
  services: 'Web design & Web development',
  clientName: 'Ledger Co',
};

/** POST /api/portfolio/add as the admin form sends it: multipart, repeated `images`. */
function addPortfolio(values: Record<string, string> = fields, images: Buffer[] = [png(), png(2, 2)]) {
  const call = api.http().post('/api/portfolio/add').set('Authorization', auth);
  for (const [key, value] of Object.entries(values)) call.field(key, value);
  images.forEach((image, index) => call.attach('images', image, `shot-${index}.png`));
  return call;
}

async function clearAll() {
  const { body } = await api.http().get('/api/portfolio/all');
  for (const item of body.portfolios) {
    await api.http().delete(`/api/portfolio/delete/${item._id}`).set('Authorization', auth).expect(200);
  }
}

beforeEach(clearAll);

describe('REST /api/portfolio', () => {
  it('adds a project with images, lists it and serves it by id', async () => {
    const added = await addPortfolio().expect(200);
    expect(added.body).toMatchObject({ success: true, message: 'Portfolio added successfully' });
    const id = added.body.portfolio._id;

    const list = await api.http().get('/api/portfolio/all').expect(200);
    expect(list.body.success).toBe(true);
    expect(list.body.portfolios).toHaveLength(1);

    const one = await api.http().get(`/api/portfolio/${id}`).expect(200);
    expect(one.body).toMatchObject({ success: true, portfolio: { _id: id, ...fields, views: 0 } });
    expect(one.body.portfolio.images_url).toHaveLength(2);
    expect(one.body.portfolio.description).toBe('<h2>Overview</h2><p>A <strong>bookkeeping</strong> app.</p>');
    expect(one.body.portfolio).toHaveProperty('createdAt');
    expect(one.body.portfolio).toHaveProperty('updatedAt');

    const image = await api.http().get(one.body.portfolio.images_url[0]).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.body, png())).toBe(0);
  });

  it('fills services and client name with their defaults when left empty', async () => {
    const added = await addPortfolio({ category: 'Mobile App', projectName: 'Trailmate', services: '', clientName: '' }, []).expect(200);
    expect(added.body.portfolio).toMatchObject({ services: 'Web design & Web development', clientName: 'Client Name', images_url: [] });
  });

  it.each([
    ['category missing', { category: '' }, 'category must be one of: Web App, Mobile App, Software Development, Data Management'],
    ['category unknown', { category: 'Games' }, 'category must be one of'],
    ['projectName missing', { projectName: '' }, 'projectName is required'],
    ['projectName blank', { projectName: '   ' }, 'projectName is required'],
    ['projectName too long', { projectName: 'x'.repeat(201) }, 'projectName must be at most 200 characters'],
    ['projectUrl not a URL', { projectUrl: 'not a url' }, 'projectUrl must be a URL'],
    ['projectUrl javascript:', { projectUrl: 'javascript:alert(1)' }, 'projectUrl must be a URL'],
    ['projectDate malformed', { projectDate: '14/03/2026' }, 'projectDate must be a date'],
  ])('refuses %s with 400 and stores nothing', async (_case, change, message) => {
    const response = await addPortfolio({ ...fields, ...change }).expect(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toContain(message);
    expect(await api.count(Portfolio)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('refuses an SVG posing as a PNG and keeps nothing of the request', async () => {
    const call = api.http().post('/api/portfolio/add').set('Authorization', auth);
    for (const [key, value] of Object.entries(fields)) call.field(key, value);
    call.attach('images', png(), 'real.png').attach('images', svgImpostor(), { filename: 'photo.png', contentType: 'image/png' });
    const response = await call.expect(400);
    expect(response.body).toEqual({ success: false, message: 'images: "photo.png" is not a PNG, JPEG, GIF or WebP image' });
    expect(await api.count(Portfolio)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 and keeps nothing', async () => {
    const response = await addPortfolio(fields, [png(), oversizedPng()]).expect(413);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toMatch(/10 MB/);
    expect(await api.count(Portfolio)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('reorders kept images, appends new ones and deletes the dropped file', async () => {
    const added = await addPortfolio(fields, [png(1, 1), png(2, 2), png(3, 3)]).expect(200);
    const [first, second, third] = added.body.portfolio.images_url as string[];

    const call = api.http().put(`/api/portfolio/update/${added.body.portfolio._id}`).set('Authorization', auth);
    for (const [key, value] of Object.entries({ ...fields, projectName: 'Ledger Lite 2' })) call.field(key, value);
    call.field('existingImages', JSON.stringify([third, first])).attach('images', png(5, 5), 'new.png');
    const updated = await call.expect(200);

    expect(updated.body).toMatchObject({ success: true, message: 'Portfolio updated successfully' });
    const images = updated.body.portfolio.images_url as string[];
    expect(images.slice(0, 2)).toEqual([third, first]);
    expect(images).toHaveLength(3);
    expect(images[2]).not.toBe(second);
    await api.http().get(second).expect(404);
    expect(await api.storedFiles()).toHaveLength(3);
    const { body } = await api.http().get(`/api/portfolio/${added.body.portfolio._id}`);
    expect(body.portfolio.projectName).toBe('Ledger Lite 2');
  });

  it("refuses existingImages naming another item's image", async () => {
    const other = await addPortfolio().expect(200);
    const mine = await addPortfolio().expect(200);
    const call = api.http().put(`/api/portfolio/update/${mine.body.portfolio._id}`).set('Authorization', auth);
    for (const [key, value] of Object.entries(fields)) call.field(key, value);
    const response = await call.field('existingImages', JSON.stringify([other.body.portfolio.images_url[0]])).expect(400);
    expect(response.body.message).toMatch(/existingImages: .* is not an image of this portfolio/);
  });

  it('deletes a project and its image files', async () => {
    const added = await addPortfolio().expect(200);
    const response = await api.http().delete(`/api/portfolio/delete/${added.body.portfolio._id}`).set('Authorization', auth).expect(200);
    expect(response.body).toEqual({ success: true, message: 'Portfolio deleted successfully' });
    expect(await api.storedFiles()).toEqual([]);
    await api.http().get(`/api/portfolio/${added.body.portfolio._id}`).expect(404);
  });

  it('answers 404 with a message for unknown ids', async () => {
    const unknown = '3f0b2d4e-0000-4000-8000-000000000000';
    expect((await api.http().get(`/api/portfolio/${unknown}`).expect(404)).body).toEqual({ success: false, message: 'Portfolio not found' });
    await api.http().get('/api/portfolio/not-an-id').expect(404);
    await api.http().delete(`/api/portfolio/delete/${unknown}`).set('Authorization', auth).expect(404);
    const call = api.http().put(`/api/portfolio/update/${unknown}`).set('Authorization', auth);
    for (const [key, value] of Object.entries(fields)) call.field(key, value);
    await call.expect(404);
  });

  it('sanitizes rich text on save', async () => {
    const added = await addPortfolio({
      ...fields,
      description: '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>',
    }).expect(200);
    const { description } = added.body.portfolio;
    expect(description).not.toMatch(/script|onclick|javascript:|iframe/i);
    expect(description).toContain('<p>Hi</p>');
  });

  describe.each(Object.entries(refusedTokens('test-secret-for-mariadb-runs-only')))('with %s', (_name, header) => {
    const withAuth = <T extends { set(name: string, value: string): T }>(call: T) => (header ? call.set('Authorization', header) : call);
    it('refuses add, update and delete with 401 and changes nothing', async () => {
      const existing = await addPortfolio().expect(200);
      const id = existing.body.portfolio._id;
      const add = withAuth(api.http().post('/api/portfolio/add')).field('category', 'Web App').field('projectName', 'X');
      const update = withAuth(api.http().put(`/api/portfolio/update/${id}`)).field('category', 'Web App').field('projectName', 'X');
      for (const response of [await add, await update, await withAuth(api.http().delete(`/api/portfolio/delete/${id}`))]) {
        expect(response.status).toBe(401);
        expect(response.body.success).toBe(false);
        expect(response.body.message).toEqual(expect.any(String));
      }
      expect(await api.count(Portfolio)).toBe(1);
      expect((await api.http().get(`/api/portfolio/${id}`)).body.portfolio.projectName).toBe('Ledger Lite');
    });
  });
});

describe('GraphQL portfolio operations', () => {
  const ADD = `mutation Add($input: PortfolioInput!, $images: [Upload!]) {
    addPortfolio(input: $input, images: $images) { success message portfolio { _id projectName images_url } }
  }`;

  it('adds with uploads and lists, like REST', async () => {
    const response = await graphql(api, ADD, { input: fields, images: [null] }, {
      auth: auth,
      files: [{ variable: 'images.0', data: png(), filename: 'a.png' }],
    }).expect(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.addPortfolio).toMatchObject({ success: true, message: 'Portfolio added successfully', portfolio: { projectName: 'Ledger Lite' } });
    const list = await graphql(api, '{ portfolios { _id projectName images_url } }').expect(200);
    expect(list.body.data.portfolios).toHaveLength(1);
    expect(list.body.data.portfolios[0].images_url).toHaveLength(1);
  });

  it('refuses invalid input with BAD_USER_INPUT naming the field', async () => {
    const response = await graphql(api, ADD, { input: { ...fields, projectUrl: 'nope' } }, { auth: auth });
    expect(response.body.errors[0]).toMatchObject({ message: expect.stringContaining('projectUrl must be a URL'), extensions: { code: 'BAD_USER_INPUT' } });
    expect(await api.count(Portfolio)).toBe(0);
  });

  it('refuses an anonymous write with UNAUTHENTICATED', async () => {
    const response = await graphql(api, ADD, { input: fields });
    expect(response.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await api.count(Portfolio)).toBe(0);
  });

  it('refuses an impostor upload and stores nothing', async () => {
    const response = await graphql(api, ADD, { input: fields, images: [null] }, {
      auth: auth,
      files: [{ variable: 'images.0', data: svgImpostor(), filename: 'x.png' }],
    });
    expect(response.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await api.storedFiles()).toEqual([]);
  });

  it('refuses an oversized upload with PAYLOAD_TOO_LARGE', async () => {
    const response = await graphql(api, ADD, { input: fields, images: [null] }, {
      auth: auth,
      files: [{ variable: 'images.0', data: oversizedPng(), filename: 'big.png' }],
    });
    expect(response.body.errors[0]).toMatchObject({ message: expect.stringMatching(/10 MB/), extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(await api.count(Portfolio)).toBe(0);
    expect(await api.storedFiles()).toEqual([]);
  });
});
