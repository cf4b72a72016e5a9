import { DEFAULT_FOOTER } from '@consultancy/domain';
import { describeSettingsContract } from '../../../test/contracts/settings-contract';
import { sharedGateway } from '../../../test/harness';
import { footerSettings } from './footer.settings';

const api = sharedGateway();

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

let auth: string;
beforeAll(async () => { auth = await api().auth(); });
const update = (body: Record<string, unknown>) => api().http().put('/api/footer/update').set('Authorization', auth).send(body);
const stored = async () => (await api().http().get('/api/footer/get').expect(200)).body.footer;

const NETWORKS = ['linkedin', 'facebook', 'instagram', 'twitter'];
const QUICK_LINKS = ['home', 'about', 'portfolio', 'contact', 'solutions'];

describeSettingsContract({
  settings: footerSettings,
  defaults: { ...DEFAULT_FOOTER, quickLinks: { home: '/', about: '/about', portfolio: '/portfolio', contact: '/contact', solutions: '/solutions' } },
  valid: footer,
  selection: '{ companyName phone email copyrightText socialLinks { linkedin facebook instagram twitter } quickLinks { home about portfolio contact solutions } }',
  invalid: [
    ['email not an address', { email: 'not-an-email' }, 'email must be a valid email address'],
    ['companyName missing', { companyName: undefined }, 'companyName is required'],
    ['companyName blank', { companyName: '   ' }, 'companyName is required'],
    ['companyName too long', { companyName: 'x'.repeat(121) }, 'companyName must be at most 120 characters'],
    ['phone missing', { phone: undefined }, 'phone is required'],
    ['phone blank', { phone: '' }, 'phone is required'],
    ['copyrightText missing', { copyrightText: undefined }, 'copyrightText is required'],
    ['copyrightText blank', { copyrightText: ' \t ' }, 'copyrightText is required'],
    ['email missing', { email: undefined }, 'email is required'],
    ['email blank', { email: '' }, 'email is required'],
    ...NETWORKS.map((network): [string, Record<string, unknown>, string] => [
      `a javascript: URL as the ${network} link`,
      { socialLinks: { ...footer.socialLinks, [network]: 'javascript:alert(1)' } },
      `${network} must be a URL starting with http:// or https://`,
    ]),
    ['a social link that is not a URL', { socialLinks: { ...footer.socialLinks, twitter: 'acme on twitter' } }, 'twitter must be a URL'],
    ...QUICK_LINKS.map((link): [string, Record<string, unknown>, string] => [
      `a javascript: URL as the ${link} quick link`,
      { quickLinks: { ...footer.quickLinks, [link]: 'javascript:x' } },
      `${link} must be a path such as /about or a URL`,
    ]),
    ...['//evil.example/x', '/\\evil.example/x'].map((offSite): [string, Record<string, unknown>, string] => [
      `a path that browsers read as another site (${offSite})`,
      { quickLinks: { ...footer.quickLinks, home: offSite } },
      'home must be a path such as /about or a URL',
    ]),
    ['socialLinks that are not an object', { socialLinks: 'https://x.com/acme' }, 'socialLinks'],
  ],
}, api);

describe('the footer: its own rules', () => {
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
});
