import { DEFAULT_HOME_PAGE } from '@consultancy/domain';
import { DEFAULT_ABOUT_PAGE, DEFAULT_CONTACT_PAGE, DEFAULT_SOLUTIONS_PAGE } from '@consultancy/domain/page-texts';
import { describeSettingsContract } from '../../../test/contracts/settings-contract';
import { graphql } from '../../../test/graphql';
import { sharedGateway } from '../../../test/harness';
import { SAMPLE_HERO } from '../../../test/page-sections';
import { png } from '../../../test/images';
import { aboutPageSettings, contactPageSettings, homePageSettings, solutionsPageSettings } from './pages.settings';

const api = sharedGateway();

const HERO = '{ eyebrow headline highlight text buttons { label link } points image imageAlt }';
const hero = SAMPLE_HERO;

const service = {
  anchor: 'cloud-migration',
  name: 'Cloud Migration',
  icon: 'cloud',
  summary: 'Move to the cloud without the surprises.',
  details: 'We plan, move and watch.',
  points: ['Plans', 'Moves'],
  image: '/images/services/web-development.svg',
  imageAlt: 'A cloud',
};

const pageRest = (name: string) => ({ read: `/api/pages/${name}`, update: `/api/pages/${name}`, key: 'page' });

describeSettingsContract({
  settings: homePageSettings,
  rest: pageRest('home'),
  defaults: { ...DEFAULT_HOME_PAGE },
  valid: { hero, industries: [{ name: 'Retail', text: 'Shops and tills.', image: '' }] },
  selection: `{ hero ${HERO} industries { name text image } }`,
  invalid: [
    ['a 10,000-character headline', { hero: { ...hero, headline: 'x'.repeat(10_000) } }, 'headline must be at most 200 characters'],
    ['a blank headline', { hero: { ...hero, headline: '  ' } }, 'headline is required'],
    ['a button to another site read as a path', { hero: { ...hero, buttons: [{ label: 'Go', link: '//evil.example' }] } }, 'link must be a path'],
    ['three buttons', { hero: { ...hero, buttons: [hero.buttons[0], hero.buttons[0], hero.buttons[0]] } }, 'at most 2 buttons'],
    ['an image that is not stored', { hero: { ...hero, image: '/uploads/00000000-0000-4000-8000-000000000000_10x10.png' } }, 'is not a stored image'],
    ['13 industries', { industries: Array.from({ length: 13 }, () => ({ name: 'Retail', text: '', image: '' })) }, 'at most 12 items'],
  ],
}, api);

describeSettingsContract({
  settings: solutionsPageSettings,
  rest: pageRest('solutions'),
  defaults: { ...DEFAULT_SOLUTIONS_PAGE },
  valid: { services: [service] },
  selection: '{ services { anchor name icon summary details points image imageAlt } }',
  invalid: [
    ['an icon outside the list', { services: [{ ...service, icon: 'rocket' }] }, 'icon'],
    ['an anchor with spaces', { services: [{ ...service, anchor: 'cloud migration' }] }, 'anchor must be lowercase letters'],
    ['a service without a name', { services: [{ ...service, name: '' }] }, 'name is required'],
  ],
}, api);

describeSettingsContract({
  settings: aboutPageSettings,
  rest: pageRest('about'),
  defaults: { ...DEFAULT_ABOUT_PAGE },
  valid: { leaders: [{ name: 'Ada Byron', role: 'Founder', bio: 'Writes the first programs.', photo: '', profileUrl: 'https://example.com/ada' }] },
  selection: '{ leaders { name role bio photo profileUrl } }',
  invalid: [
    ['a profile that is not a URL', { leaders: [{ name: 'Ada', role: '', bio: '', photo: '', profileUrl: 'javascript:alert(1)' }] }, 'profileUrl must be a URL'],
  ],
}, api);

const contactDetails = { title: 'Talk to us', hours: 'Weekdays, 8:00 to 16:00 Central European Time.', responseTime: 'Within two hours' };

describeSettingsContract({
  settings: contactPageSettings,
  rest: pageRest('contact'),
  defaults: { ...DEFAULT_CONTACT_PAGE },
  valid: {
    meta: { description: 'Write to us about your project.' },
    details: contactDetails,
    steps: [{ title: 'We call.', text: 'Within a day.' }, { title: 'We build.', text: '' }],
  },
  selection: '{ meta { description } details { title hours responseTime } steps { title text } }',
  invalid: [
    ['a blank aside title', { details: { ...contactDetails, title: ' ' } }, 'title is required'],
    ['a 2,000-character response time', { details: { ...contactDetails, responseTime: 'x'.repeat(2000) } }, 'responseTime must be at most 120 characters'],
    ['a 301-character description', { meta: { description: 'x'.repeat(301) } }, 'description must be at most 300 characters'],
    ['a step without a title', { steps: [{ title: '', text: 'Nothing' }] }, 'title is required'],
    ['13 steps', { steps: Array.from({ length: 13 }, () => ({ title: 'Step', text: '' })) }, 'at most 12 items'],
  ],
}, api);

describe('pages: their own rules', () => {
  let auth: string;
  beforeAll(async () => { auth = await api().auth(); });
  const put = (name: string, body: Record<string, unknown>) => api().http().put(`/api/pages/${name}`).set('Authorization', auth).send(body);
  const read = async (name: string) => (await api().http().get(`/api/pages/${name}`).expect(200)).body.page;

  it('refuses a section the page does not have, naming it, and writes nothing', async () => {
    const before = await read('home');
    const response = await put('home', { hero: { ...hero, headline: 'Not stored' }, testimonials: { title: 'x' } }).expect(400);
    expect(response.body).toMatchObject({ success: false, message: expect.stringMatching(/^testimonials: not a field of this call \(expected one of: .*hero/) });
    // The sections are what the body holds; the name of the variable they fill is not one of them.
    expect(response.body.message).not.toMatch(/\binput\b/);
    expect(await read('home')).toEqual(before);
  });

  it('keeps the sections left out, and sends back what it read without complaint', async () => {
    const before = await read('solutions');
    const { body } = await put('solutions', { ...before, hero: { ...before.hero, headline: 'Solutions, renamed' } }).expect(200);
    expect(body.page).toMatchObject({ hero: { headline: 'Solutions, renamed' }, services: before.services, callToAction: before.callToAction });
  });

  it('stores services in the order sent (the panel\'s drag and drop)', async () => {
    const { services } = await read('solutions');
    const reversed = [...services].reverse();
    await put('solutions', { services: reversed }).expect(200);
    expect((await read('solutions')).services.map((entry: { name: string }) => entry.name)).toEqual(reversed.map((entry: { name: string }) => entry.name));
  });

  it('cleans the story\'s rich text as a post\'s, and trims plain text', async () => {
    const story = { eyebrow: ' Who we are ', title: 'Our Journey', text: '<p>Hello<script>alert(1)</script></p><meta http-equiv="refresh" content="0;url=https://evil.example/">' };
    const { body } = await put('about', { story }).expect(200);
    expect(body.page.story).toEqual({ eyebrow: 'Who we are', title: 'Our Journey', text: '<p>Hello</p>' });
  });

  it('takes a stored image for the hero and keeps it stored while the page uses it', async () => {
    const url = await api().gateway.services.images.storeBuffer(png(40, 30), 'hero.png');
    await put('home', { hero: { ...hero, image: url } }).expect(200);
    expect((await read('home')).hero.image).toBe(url);
    expect(await api().gateway.services.images.has(url)).toBe(true);
  });

  it('a change shows on the next read (the cached answer follows), and is audited with a revision', async () => {
    const first = await api().http().get('/api/pages/about').expect(200);
    await put('about', { values: { eyebrow: 'What guides us', title: 'Our Values', text: 'Four words.', words: ['Care', 'Craft', 'Candour', 'Calm'] } }).expect(200);
    const next = await api().http().get('/api/pages/about').expect(200);
    expect(next.headers.etag).not.toBe(first.headers.etag);
    expect(next.body.page.values.words).toEqual(['Care', 'Craft', 'Candour', 'Calm']);

    const revisions = await api().http().get('/api/pages/about/revisions').set('Authorization', auth).expect(200);
    expect(revisions.body.revisions[0]).toMatchObject({ changedFields: ['values'] });
    const audit = await api().http().get('/api/admin/audit').query({ action: 'aboutPage.updated' }).set('Authorization', auth).expect(200);
    expect(JSON.stringify(audit.body)).toContain('aboutPage.updated');
  });

  it('refuses an update made from an older version with 409, keeping the newer one', async () => {
    const { version } = await read('home');
    await put('home', { hero: { ...hero, headline: 'First editor' }, version }).expect(200);
    const late = await put('home', { hero: { ...hero, headline: 'Second editor' }, version }).expect(409);
    expect(late.body).toMatchObject({ success: false, message: expect.stringContaining('since you opened it') });
    expect((await read('home')).hero.headline).toBe('First editor');
  });

  it('GraphQL reads every page without a token', async () => {
    const response = await graphql(api(), '{ homePage { hero { headline } } solutionsPage { services { name } } aboutPage { leaders { name } } contactPage { steps { title } } }').expect(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.solutionsPage.services.length).toBeGreaterThan(0);
  });
});
