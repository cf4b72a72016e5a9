import { graphql } from '../../test/graphql';
import { startTestGateway, type TestGateway } from '../../test/harness';
import { refusedTokens } from '../../test/tokens';

let api: TestGateway;
let auth: string;
beforeAll(async () => {
  api = await startTestGateway();
  auth = await api.auth();
});
afterAll(async () => { await api.close(); });

const DEFAULTS = {
  projectsCompleted: '10+',
  projectsCompletedDescription: 'Delivered across web, software, and app development.',
  industriesServed: '5+',
  industriesServedDescription: 'From startups to non-profits.',
  clientSatisfaction: '100%',
  clientSatisfactionDescription: 'Trusted as a long-term tech partner.',
};

const figures = {
  projectsCompleted: '42+',
  projectsCompletedDescription: 'Shipped for clients on three continents.',
  industriesServed: '8',
  industriesServedDescription: 'Fintech, health, retail and more.',
  clientSatisfaction: '98%',
  clientSatisfactionDescription: 'Measured by yearly client surveys.',
};

const FIELDS = Object.keys(DEFAULTS) as (keyof typeof DEFAULTS)[];
const SHORT_FIELDS = ['projectsCompleted', 'industriesServed', 'clientSatisfaction'] as const;
const DESCRIPTION_FIELDS = ['projectsCompletedDescription', 'industriesServedDescription', 'clientSatisfactionDescription'] as const;

/** PUT /api/statistics/update as the admin panel sends it; `options.header` replaces the admin's token (undefined: none). */
const update = (body: object, options: { header?: string } = { header: auth }) => {
  const call = api.http().put('/api/statistics/update');
  if (options.header) call.set('Authorization', options.header);
  return call.send(body);
};

const stored = async () => (await api.http().get('/api/statistics/get').expect(200)).body.statistics;

/** Names only: the tokens themselves are made in the test, with the gateway's real secret. */
const refusedNames = Object.keys(refusedTokens('names-only'));

describe('REST /api/statistics', () => {
  // Runs first in this file, before any update: what a freshly started site shows.
  it('answers the defaults on a fresh site, without a token', async () => {
    const response = await api.http().get('/api/statistics/get').expect(200);
    expect(response.body).toEqual({
      success: true,
      statistics: { _id: expect.any(String), ...DEFAULTS, createdAt: expect.any(String), updatedAt: expect.any(String) },
    });
  });

  it('updates all six fields and the next read shows them', async () => {
    const response = await update(figures).expect(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Statistics updated successfully',
      statistics: { _id: expect.any(String), ...figures, createdAt: expect.any(String), updatedAt: expect.any(String) },
    });
    expect(await stored()).toMatchObject(figures);

    await update(DEFAULTS).expect(200);
    expect(await stored()).toMatchObject(DEFAULTS);
  });

  it('keeps one statistics record across updates', async () => {
    const before = await stored();
    await update(figures).expect(200);
    const after = await stored();
    expect(after._id).toBe(before._id);
    expect(after.createdAt).toBe(before.createdAt);
  });

  it('stores values without surrounding spaces', async () => {
    await update({ ...figures, projectsCompleted: '  77+  ' }).expect(200);
    expect((await stored()).projectsCompleted).toBe('77+');
  });

  describe.each(FIELDS)('%s', (field) => {
    beforeEach(async () => { await update(figures).expect(200); });

    it.each([
      ['missing', undefined],
      ['empty', ''],
      ['blank', '   '],
    ])('is refused with 400 when %s and nothing changes', async (_case, value) => {
      const body: Record<string, unknown> = { ...figures, projectsCompleted: 'changed', [field]: value };
      if (value === undefined) delete body[field];
      const response = await update(body).expect(400);
      expect(response.body).toEqual({ success: false, message: `${field} is required` });
      expect(await stored()).toMatchObject(figures);
    });

    it('is refused with 400 when null', async () => {
      const response = await update({ ...figures, [field]: null }).expect(400);
      expect(response.body.success).toBe(false);
      expect(response.body.message).toContain(field);
      expect(await stored()).toMatchObject(figures);
    });
  });

  it.each([
    ...SHORT_FIELDS.map((field) => [field, 40] as const),
    ...DESCRIPTION_FIELDS.map((field) => [field, 300] as const),
  ])('refuses %s longer than %i characters with 400', async (field, max) => {
    await update(figures).expect(200);
    await update({ ...figures, [field]: 'x'.repeat(max) }).expect(200);
    const response = await update({ ...figures, [field]: 'y'.repeat(max + 1) }).expect(400);
    expect(response.body).toEqual({ success: false, message: `${field} must be at most ${max} characters` });
    expect((await stored())[field]).toBe('x'.repeat(max));
  });

  it('refuses an empty body with 400 naming a missing field', async () => {
    const response = await update({}).expect(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toMatch(/^(projectsCompleted|projectsCompletedDescription|industriesServed|industriesServedDescription|clientSatisfaction|clientSatisfactionDescription) is required$/);
  });

  describe.each(refusedNames)('with %s', (name) => {
    it('refuses the update with 401 and changes nothing', async () => {
      await update(figures).expect(200);
      const header = refusedTokens(api.config.jwtSecret)[name];
      const response = await update({ ...figures, projectsCompleted: '999' }, { header }).expect(401);
      expect(response.body).toEqual({ success: false, message: expect.any(String) });
      expect(await stored()).toMatchObject(figures);
    });
  });
});

describe('GraphQL statistics operations', () => {
  const FIELDS_SELECTION = FIELDS.join(' ');
  const UPDATE = `mutation Update($input: StatisticsInput!) {
    updateStatistics(input: $input) { success message statistics { _id ${FIELDS_SELECTION} } }
  }`;

  it('reads and updates, like REST', async () => {
    const updated = await graphql(api, UPDATE, { input: figures }, { auth }).expect(200);
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data.updateStatistics).toEqual({
      success: true,
      message: 'Statistics updated successfully',
      statistics: { _id: expect.any(String), ...figures },
    });

    const read = await graphql(api, `{ statistics { ${FIELDS_SELECTION} } }`).expect(200);
    expect(read.body).toEqual({ data: { statistics: figures } });
  });

  it('refuses a blank field with BAD_USER_INPUT naming it', async () => {
    await graphql(api, UPDATE, { input: figures }, { auth }).expect(200);
    const response = await graphql(api, UPDATE, { input: { ...figures, industriesServed: ' ' } }, { auth });
    expect(response.body.errors[0]).toMatchObject({ message: 'industriesServed is required', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await stored()).toMatchObject(figures);
  });

  it('refuses a missing field with BAD_USER_INPUT naming it', async () => {
    const { clientSatisfaction: _left, ...input } = figures;
    const response = await graphql(api, UPDATE, { input }, { auth });
    expect(response.body.errors[0]).toMatchObject({ message: 'clientSatisfaction is required', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses an anonymous update with UNAUTHENTICATED', async () => {
    await graphql(api, UPDATE, { input: figures }, { auth }).expect(200);
    const response = await graphql(api, UPDATE, { input: DEFAULTS });
    expect(response.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(response.body.data).toBeNull();
    expect(await stored()).toMatchObject(figures);
  });
});
