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

const DEFAULT_QUICK_LINKS = { home: '/', about: '/about', portfolio: '/portfolio', contact: '/contact', solutions: '/solutions' };

const footer = {
  companyName: 'Acme Labs',
  phone: '+44 20 7946 0958',
  email: 'team@acme.example',
  copyrightText: '© 2026 Acme Labs Ltd.',
  socialLinks: {
    linkedin: 'https://www.linkedin.com/company/acme',
    facebook: 'https://facebook.com/acme',
    instagram: 'https://instagram.com/acme',
    twitter: 'https://x.com/acme',
  },
  quickLinks: { home: '/', about: '/about-us', portfolio: '/work', contact: 'mailto:team@acme.example', solutions: 'https://acme.example/solutions' },
};

type FooterBody = Record<string, unknown>;

/** PUT /api/footer/update as the admin panel sends it; `options.header` replaces the admin's token (undefined: none). */
const update = (body: FooterBody, options: { header?: string } = { header: auth }) => {
  const call = api.http().put('/api/footer/update');
  if (options.header) call.set('Authorization', options.header);
  return call.send(body);
};

const stored = async () => (await api.http().get('/api/footer/get').expect(200)).body.footer;

/** Names only: the tokens themselves are made in the test, with the gateway's real secret. */
const refusedNames = Object.keys(refusedTokens('names-only'));

describe('REST /api/footer', () => {
  // Runs first in this file, before any update: what a freshly started site shows.
  it('answers the built-in footer on a fresh site, without a token', async () => {
    const response = await api.http().get('/api/footer/get').expect(200);
    expect(response.body).toEqual({
      success: true,
      footer: {
        _id: expect.any(String),
        companyName: expect.stringMatching(/\S/),
        phone: expect.stringMatching(/\S/),
        email: expect.stringMatching(/^[^@\s]+@[^@\s]+\.[^@\s]+$/),
        copyrightText: expect.stringMatching(/\S/),
        socialLinks: { linkedin: '', facebook: '', instagram: '', twitter: '' },
        quickLinks: DEFAULT_QUICK_LINKS,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
  });

  it('updates the footer and the next read shows it', async () => {
    const response = await update(footer).expect(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Footer updated successfully',
      footer: { _id: expect.any(String), ...footer, createdAt: expect.any(String), updatedAt: expect.any(String) },
    });
    expect(await stored()).toMatchObject(footer);
  });

  it('allows empty social links (the site then shows no icon)', async () => {
    await update(footer).expect(200);
    const empty = { linkedin: '', facebook: '', instagram: '', twitter: '' };
    const response = await update({ ...footer, socialLinks: empty }).expect(200);
    expect(response.body.footer.socialLinks).toEqual(empty);
    expect((await stored()).socialLinks).toEqual(empty);
  });

  it('keeps the stored social and quick links when they are left out', async () => {
    await update(footer).expect(200);
    const { socialLinks: _social, quickLinks: _quick, ...rest } = footer;
    await update({ ...rest, companyName: 'Acme Labs 2' }).expect(200);
    expect(await stored()).toMatchObject({ ...footer, companyName: 'Acme Labs 2' });
  });

  it('stores the text fields without surrounding spaces', async () => {
    await update({ ...footer, companyName: '  Acme  ', phone: ' +1 555 0100 ' }).expect(200);
    expect(await stored()).toMatchObject({ companyName: 'Acme', phone: '+1 555 0100' });
  });

  describe('refuses invalid footers with 400 and changes nothing', () => {
    beforeEach(async () => { await update(footer).expect(200); });

    it.each([
      ['companyName missing', { companyName: undefined }, 'companyName is required'],
      ['companyName blank', { companyName: '   ' }, 'companyName is required'],
      ['companyName too long', { companyName: 'x'.repeat(121) }, 'companyName must be at most 120 characters'],
      ['phone missing', { phone: undefined }, 'phone is required'],
      ['phone blank', { phone: '' }, 'phone is required'],
      ['copyrightText missing', { copyrightText: undefined }, 'copyrightText is required'],
      ['copyrightText blank', { copyrightText: ' \t ' }, 'copyrightText is required'],
      ['email missing', { email: undefined }, 'email is required'],
      ['email blank', { email: '' }, 'email is required'],
      ['email not an address', { email: 'not-an-email' }, 'email must be a valid email address'],
    ])('%s', async (_case, change, message) => {
      const body: FooterBody = { ...footer, ...change };
      for (const key of Object.keys(change)) if (body[key] === undefined) delete body[key];
      const response = await update(body).expect(400);
      expect(response.body.success).toBe(false);
      expect(response.body.message).toContain(message);
      expect(await stored()).toMatchObject(footer);
    });

    it.each(['linkedin', 'facebook', 'instagram', 'twitter'])('a javascript: URL as the %s link', async (network) => {
      const response = await update({ ...footer, socialLinks: { ...footer.socialLinks, [network]: 'javascript:alert(1)' } }).expect(400);
      expect(response.body).toEqual({ success: false, message: `${network} must be a URL starting with http:// or https://` });
      expect(await stored()).toMatchObject(footer);
    });

    it('a social link that is not a URL', async () => {
      const response = await update({ ...footer, socialLinks: { ...footer.socialLinks, twitter: 'acme on twitter' } }).expect(400);
      expect(response.body.message).toContain('twitter must be a URL');
    });

    it.each(Object.keys(DEFAULT_QUICK_LINKS))('a javascript: URL as the %s quick link', async (link) => {
      const response = await update({ ...footer, quickLinks: { ...footer.quickLinks, [link]: 'javascript:x' } }).expect(400);
      expect(response.body.success).toBe(false);
      expect(response.body.message).toContain(`${link} must be a path such as /about or a URL`);
      expect(await stored()).toMatchObject(footer);
    });

    it('socialLinks that are not an object', async () => {
      const response = await update({ ...footer, socialLinks: 'https://x.com/acme' }).expect(400);
      expect(response.body.success).toBe(false);
      expect(response.body.message).toContain('socialLinks');
      expect(await stored()).toMatchObject(footer);
    });
  });

  describe.each(refusedNames)('with %s', (name) => {
    it('refuses the update with 401 and changes nothing', async () => {
      await update(footer).expect(200);
      const header = refusedTokens(api.config.jwtSecret)[name];
      const response = await update({ ...footer, companyName: 'Hijacked' }, { header }).expect(401);
      expect(response.body).toEqual({ success: false, message: expect.any(String) });
      expect(await stored()).toMatchObject(footer);
    });
  });
});

describe('GraphQL footer operations', () => {
  const SELECTION = `companyName phone email copyrightText
    socialLinks { linkedin facebook instagram twitter }
    quickLinks { home about portfolio contact solutions }`;
  const UPDATE = `mutation Update($input: FooterInput!) {
    updateFooter(input: $input) { success message footer { ${SELECTION} } }
  }`;

  it('reads and updates, like REST', async () => {
    const updated = await graphql(api, UPDATE, { input: footer }, { auth }).expect(200);
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data.updateFooter).toEqual({ success: true, message: 'Footer updated successfully', footer });

    const read = await graphql(api, `{ footer { ${SELECTION} } }`).expect(200);
    expect(read.body).toEqual({ data: { footer } });
  });

  it('refuses a bad email with BAD_USER_INPUT naming it', async () => {
    await graphql(api, UPDATE, { input: footer }, { auth }).expect(200);
    const response = await graphql(api, UPDATE, { input: { ...footer, email: 'not-an-email' } }, { auth });
    expect(response.body.errors[0]).toMatchObject({
      message: expect.stringContaining('email must be a valid email address'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await stored()).toMatchObject(footer);
  });

  it('refuses a javascript: social link with BAD_USER_INPUT', async () => {
    const response = await graphql(api, UPDATE, {
      input: { ...footer, socialLinks: { ...footer.socialLinks, facebook: 'javascript:alert(1)' } },
    }, { auth });
    expect(response.body.errors[0]).toMatchObject({ message: expect.stringContaining('facebook'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses an anonymous update with UNAUTHENTICATED', async () => {
    await graphql(api, UPDATE, { input: footer }, { auth }).expect(200);
    const response = await graphql(api, UPDATE, { input: { ...footer, companyName: 'Hijacked' } });
    expect(response.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await stored()).toMatchObject(footer);
  });
});
