import express from 'express';
import request from 'supertest';
import sharp from 'sharp';
import { DEFAULT_SITE_SETTINGS, publicPageCard, SOCIAL_CARD_SIZE, socialCardUrl, type SocialCardText } from '@consultancy/domain';
import { startTestGateway, type TestGateway } from '../../../test/harness';
import { png } from '../../../test/images';
import { captureLogs, eventually } from '../../../test/log-capture';
import { createMetrics, observeRequests } from '../../infra/observability';
import { socialCards } from './social-cards';

const METRICS_TOKEN = 'social-card-metrics';
const SITE = DEFAULT_SITE_SETTINGS.siteName;
let api: TestGateway;
let auth: string;

const http = () => api.http();
const addPost = async (fields: Record<string, string>) =>
  (await http().post('/api/blog/add').set('Authorization', auth).send(fields).expect(200)).body.blog as { _id: string; slug: string };
const fixedPage = (path: string) => ({ path, text: publicPageCard(path, SITE)! });

/** How many cards this gateway has drawn, and sent as drawn before. */
async function cardCounts(): Promise<{ drawn: number; kept: number }> {
  const { text } = await http().get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
  const count = (result: string) => Number(new RegExp(`site_social_cards_total\\{result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  return { drawn: count('drawn'), kept: count('kept') };
}

/** The card as an image: its format and size, decoded. */
async function imageOf(body: Buffer) {
  const { format, width, height } = await sharp(body).metadata();
  await sharp(body).raw().toBuffer();
  return { format, width, height };
}

/** The picture's colour in a small patch, as [r, g, b]. */
async function colourAt(body: Buffer, { left, top }: { left: number; top: number }): Promise<number[]> {
  const pixels = await sharp(body).extract({ left, top, width: 8, height: 4 }).removeAlpha().raw().toBuffer();
  const count = pixels.length / 3;
  return [0, 1, 2].map((channel) => Math.round(pixels.filter((_value, index) => index % 3 === channel).reduce((sum, value) => sum + value, 0) / count));
}
const BRAND_PRIMARY = [0x25, 0x63, 0xeb];

const getCard = (url: string) => http().get(url).buffer(true).parse((response, done) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
});

let post: { _id: string; slug: string };
let project: { _id: string; slug: string };

beforeAll(async () => {
  api = await startTestGateway({ METRICS_TOKEN, PUBLIC_URL: 'https://site.test' });
  auth = await api.auth();
  post = await addPost({ title: 'Shipping a design system in six weeks', category: 'Engineering' });
  const added = await http().post('/api/portfolio/add').set('Authorization', auth).send({ category: 'Web App', projectName: 'Harbour booking app' }).expect(200);
  project = added.body.portfolio;
});
afterAll(async () => { await api.close(); });

describe('GET /social-cards/{page}.png', () => {
  it("draws every public page type's card as a 1200×630 PNG, kept for ever at its version", async () => {
    const pages = [
      ...['/', '/solutions', '/about', '/contact', '/portfolio', '/blog'].map(fixedPage),
      { path: `/blog/${post.slug}`, text: { title: 'Shipping a design system in six weeks', label: 'Engineering', siteName: SITE } },
      { path: `/portfolio/${project.slug}`, text: { title: 'Harbour booking app', label: 'Web App', siteName: SITE } },
    ];
    for (const { path, text } of pages) {
      const response = await getCard(socialCardUrl(path, text)).expect(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await imageOf(response.body)).toEqual({ format: 'png', ...SOCIAL_CARD_SIZE });
      // The whole card is on the picture: the brand's bar beside the site's name, bottom left.
      expect(await colourAt(response.body, { left: 90, top: 536 })).toEqual(BRAND_PRIMARY);
    }
  });

  it('draws a card once: the second request, and concurrent first ones, are sent from memory', async () => {
    const url = socialCardUrl('/about', publicPageCard('/about', SITE)!);
    await getCard(url).expect(200);
    const before = await cardCounts();
    const again = await getCard(url).expect(200);
    expect(await cardCounts()).toEqual({ drawn: before.drawn, kept: before.kept + 1 });

    const text: SocialCardText = { title: 'Five requests, one drawing', label: 'Technology', siteName: SITE };
    const fresh = await addPost({ title: text.title });
    const answers = await Promise.all(Array.from({ length: 5 }, () => getCard(socialCardUrl(`/blog/${fresh.slug}`, text)).expect(200)));
    const after = await cardCounts();
    expect(after.drawn).toBe(before.drawn + 1);
    expect(new Set(answers.map((answer) => answer.body.toString('base64'))).size).toBe(1);
    expect(again.body.equals((await getCard(url)).body)).toBe(true);
  });

  it("gives a post a new card URL when its title changes; the old URL gets the current card, not kept for ever", async () => {
    const text = { title: 'Before the rename', label: 'Technology', siteName: SITE };
    const renamed = await addPost({ title: text.title });
    const oldUrl = socialCardUrl(`/blog/${renamed.slug}`, text);
    const oldCard = await getCard(oldUrl).expect(200);
    await http().put(`/api/blog/update/${renamed._id}`).set('Authorization', auth).send({ title: 'After the rename', slug: renamed.slug }).expect(200);
    const newUrl = socialCardUrl(`/blog/${renamed.slug}`, { ...text, title: 'After the rename' });
    expect(newUrl).not.toBe(oldUrl);
    const newCard = await getCard(newUrl).expect(200);
    expect(newCard.headers['cache-control']).toContain('immutable');
    expect(newCard.body.equals(oldCard.body)).toBe(false);
    const stale = await getCard(oldUrl).expect(200);
    expect(stale.headers['cache-control']).toBe('public, max-age=300');
    expect(stale.body.equals(newCard.body)).toBe(true);
  });

  it('draws what the data says, whatever the URL asks: words in the query change nothing', async () => {
    const url = socialCardUrl('/contact', publicPageCard('/contact', SITE)!);
    const plain = await getCard(url).expect(200);
    const asked = await getCard(`${url}&title=${encodeURIComponent('Send us your bank details')}`).expect(200);
    expect(asked.body.equals(plain.body)).toBe(true);
  });

  it.each([
    ['a draft', { status: 'draft' }],
    ['a post scheduled for later', { publishAt: new Date(Date.now() + 86_400_000).toISOString() }],
  ])('answers 404 for %s, as its page does', async (_what, fields) => {
    const hidden = await addPost({ title: `Hidden ${JSON.stringify(fields)}`, ...fields });
    const response = await http().get(`/social-cards/blog/${hidden.slug}.png`).expect(404);
    expect(response.body).toMatchObject({ success: false, message: 'No public page has this card' });
  });

  it.each(['/social-cards/blog/no-such-post.png', '/social-cards/admin.png', '/social-cards/hero.png', '/social-cards/blog.svg', '/social-cards/../uploads/x.png', '/social-cards/'])(
    'answers 404 JSON for %s, which is no public page',
    async (url) => {
      const response = await http().get(url).expect(404);
      expect(response.body).toMatchObject({ success: false });
    },
  );

  it('draws titles with emoji, right-to-left script and the longest allowed length', async () => {
    for (const title of ['Launch day 🚀🎉 with 👩🏽‍💻', 'مرحبا بالعالم — שלום עולם', `${'Very long title '.repeat(12)}end`.slice(0, 200), '中文标题 日本語のタイトル']) {
      const added = await addPost({ title, category: '😀 Émoji & RTL ‏עברית' });
      const response = await getCard(`/social-cards/blog/${added.slug}.png`).expect(200);
      expect(await imageOf(response.body)).toEqual({ format: 'png', ...SOCIAL_CARD_SIZE });
    }
  });

  it("names the site as Settings has it: a new site name is a new card URL", async () => {
    const settings = (await http().get('/api/siteSettings/get').expect(200)).body.siteSettings;
    const { siteName, defaultDescription, defaultSocialImage, organizationLogo } = settings;
    await http().put('/api/siteSettings/update').set('Authorization', auth)
      .send({ siteName: 'Acme Labs', defaultDescription, defaultSocialImage, organizationLogo }).expect(200);
    try {
      const renamedUrl = socialCardUrl('/blog', publicPageCard('/blog', 'Acme Labs')!);
      expect(renamedUrl).not.toBe(socialCardUrl('/blog', publicPageCard('/blog', SITE)!));
      expect((await getCard(renamedUrl).expect(200)).headers['cache-control']).toContain('immutable');
    } finally {
      await http().put('/api/siteSettings/update').set('Authorization', auth)
        .send({ siteName, defaultDescription, defaultSocialImage, organizationLogo }).expect(200);
    }
  });
});

describe('a card that cannot be drawn', () => {
  const failing = () => Promise.reject(new Error('the renderer broke'));
  const logs = captureLogs();
  // The gateway's request logging around the cards, with a drawing that fails.
  const cardsApp = (defaultSocialImage: string) => express()
    .use(observeRequests(logs.logger, createMetrics({ processMetrics: false })))
    .use(socialCards(api.gateway.services, async () => ({ siteName: SITE, defaultSocialImage }), { draw: failing }));

  it('answers 404 JSON, not an error page, when the site has no default social image, and logs why', async () => {
    const response = await request(cardsApp('')).get('/social-cards/about.png').expect(404);
    expect(response.body).toMatchObject({ success: false, message: 'This card cannot be drawn now' });
    expect(response.text).not.toContain('the renderer broke');
    const logged = await eventually(() => logs.entries().find((entry) => entry.msg === 'drawing a social card failed')!);
    expect(logged).toMatchObject({ level: 'error', page: '/about', err: { message: 'the renderer broke' } });
  });

  it("sends the site's default social image instead when there is one", async () => {
    const stored = await http().post('/api/portfolio/add').set('Authorization', auth)
      .field('category', 'Web App').field('projectName', 'Has a picture').attach('images', png(40, 30), 'shot.png').expect(200);
    const image = stored.body.portfolio.images_url[0] as string;
    const response = await request(cardsApp(image)).get('/social-cards/about.png').expect(302);
    expect(response.headers.location).toBe(image);
  });
});
