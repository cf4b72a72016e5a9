import { DEFAULT_SITE_SETTINGS } from '@consultancy/domain';
import { png } from '../../../test/images';
import { describeSettingsContract } from '../../../test/contracts/settings-contract';
import { graphql } from '../../../test/graphql';
import { sharedGateway } from '../../../test/harness';
import { siteSettings } from './site-settings.settings';

const api = sharedGateway();

const site = {
  siteName: 'Acme Labs',
  defaultDescription: 'Software for small teams, built to last.',
  defaultSocialImage: '',
  organizationLogo: '',
};

describeSettingsContract({
  settings: siteSettings,
  defaults: { ...DEFAULT_SITE_SETTINGS },
  valid: site,
  selection: '{ siteName defaultDescription defaultSocialImage organizationLogo }',
  invalid: [
    ['siteName missing', { siteName: undefined }, 'siteName is required'],
    ['siteName blank', { siteName: '  ' }, 'siteName is required'],
    ['siteName too long', { siteName: 'x'.repeat(121) }, 'siteName must be at most 120 characters'],
    ['defaultDescription blank', { defaultDescription: '' }, 'defaultDescription is required'],
    ['defaultDescription too long', { defaultDescription: 'x'.repeat(301) }, 'defaultDescription must be at most 300 characters'],
    ['a defaultSocialImage that is not a stored image', { defaultSocialImage: '/favicon.svg' }, 'defaultSocialImage: "/favicon.svg" is not a stored image'],
  ],
}, api);

describe('site settings: their own rules', () => {
  let auth: string;
  beforeAll(async () => { auth = await api().auth(); });
  const update = (body: Record<string, unknown>) => api().http().put('/api/siteSettings/update').set('Authorization', auth).send(body);

  it('stores the texts without surrounding spaces', async () => {
    const { body } = await update({ ...site, siteName: '  Acme  ', defaultDescription: ' Built to last. ' }).expect(200);
    expect(body.siteSettings).toMatchObject({ siteName: 'Acme', defaultDescription: 'Built to last.' });
  });

  it('is editable by an editor, like the other content settings', async () => {
    const http = api().http;
    const created = await http().post('/api/admin/admins').set('Authorization', auth).send({ email: 'writer@test.local', role: 'editor' }).expect(200);
    const oneTime = created.body.oneTimePassword as string;
    const login = await http().post('/api/admin/login').send({ email: 'writer@test.local', password: oneTime }).expect(200);
    const editor = `Bearer ${login.body.token}`;
    await http().put('/api/admin/password').set('Authorization', editor).send({ currentPassword: oneTime, newPassword: 'kettle violin marsh 93 lantern' }).expect(200);
    const response = await http().put('/api/siteSettings/update').set('Authorization', editor).send({ ...site, siteName: 'By the editor' }).expect(200);
    expect(response.body).toMatchObject({ success: true, message: 'Site settings updated successfully', siteSettings: { siteName: 'By the editor' } });
  });

  it('a change moves the content version, so cached pages and answers show it at once', async () => {
    const before = (await api().http().get('/api/siteSettings/get').expect(200)).headers.etag;
    await update({ ...site, siteName: 'Acme Labs Renamed' }).expect(200);
    const after = await api().http().get('/api/siteSettings/get').expect(200);
    expect(after.body.siteSettings.siteName).toBe('Acme Labs Renamed');
    expect(after.headers.etag).not.toBe(before);
    const read = await graphql(api(), '{ siteSettings { siteName } }').expect(200);
    expect(read.body.data.siteSettings.siteName).toBe('Acme Labs Renamed');
  });

  it("keeps a chosen image when the project it came with drops it or is deleted for good", async () => {
    const added = await api().http().post('/api/portfolio/add').set('Authorization', auth)
      .field('category', 'Web App').field('projectName', 'Image source')
      .attach('images', png(40, 30), 'shot.png').attach('images', png(40, 30, [200, 30, 30]), 'other.png').expect(200);
    const [chosen, other] = added.body.portfolio.images_url as string[];
    await update({ ...site, defaultSocialImage: chosen }).expect(200);
    await api().http().delete(`/api/portfolio/delete/${added.body.portfolio._id}`).set('Authorization', auth).expect(200);
    await api().http().get(other).expect(200);
    await api().http().delete(`/api/portfolio/trash/${added.body.portfolio._id}`).set('Authorization', auth).expect(200);
    await api().http().get(chosen).expect(200);
    await api().http().get(other).expect(404);
    // Still a stored image: the setting may be saved again as it is.
    await update({ ...site, defaultSocialImage: chosen }).expect(200);
  });
});
