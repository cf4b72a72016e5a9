import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { E2E_ADMIN, openBrowser, site, VIEWPORTS, watchedPage, type WatchedPage } from './support/browser';

/** The public pages of the layout work: Home, Hero, Solutions, About and Contact. */

let context: BrowserContext;
const watched: WatchedPage[] = [];

async function open(path: string, browserContext = context): Promise<Page> {
  const page = await watchedPage(browserContext);
  watched.push(page);
  await page.page.goto(path);
  await page.page.waitForLoadState('networkidle');
  return page.page;
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${site().baseUrl}${path}`, init);
  return (await response.json()) as T;
}

async function adminToken(): Promise<string> {
  const { token } = await api<{ token: string }>('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  return token;
}

/** The page as a crawler gets it: plain HTTP, no script run. */
async function serverHtml(path: string): Promise<string> {
  const response = await fetch(`${site().baseUrl}${path}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}

const decode = (html: string) => html.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

const STATISTICS_FIELDS = [
  'projectsCompleted',
  'projectsCompletedDescription',
  'industriesServed',
  'industriesServedDescription',
  'clientSatisfaction',
  'clientSatisfactionDescription',
] as const;

interface Statistics {
  projectsCompleted: string;
  projectsCompletedDescription: string;
  industriesServed: string;
  industriesServedDescription: string;
  clientSatisfaction: string;
  clientSatisfactionDescription: string;
}

beforeAll(async () => {
  context = await openBrowser(VIEWPORTS.desktop);
});

afterAll(async () => {
  await context?.close();
});

test('home: the hero buttons lead to /contact and /portfolio', async () => {
  const page = await open('/');
  const hero = page.locator('section.hero');
  await hero.getByRole('heading', { level: 1 }).waitFor();
  expect(await hero.getByRole('region', { name: 'Companies we have worked with' }).getByRole('img', { name: 'Brightpath' }).first().isVisible()).toBe(true);

  await hero.getByRole('link', { name: 'Connect With Us' }).click();
  await page.waitForURL((url) => url.pathname === '/contact');
  await page.goBack();
  await page.locator('section.hero').getByRole('link', { name: 'View Our Work' }).click();
  await page.waitForURL((url) => url.pathname === '/portfolio');
});

test('home: five service cards link to /solutions, and Book an Appointment leads to the contact form', async () => {
  const page = await open('/');
  const services = page.getByRole('region', { name: 'Services built around your next milestone' });
  const titles = await services.getByRole('heading', { level: 3 }).allTextContents();
  for (const title of ['Web Development', 'Software Development', 'App Development', 'Technical Consulting', 'Data Management']) {
    expect(titles).toContain(title);
    expect(await services.getByRole('link', { name: `Learn more about ${title}` }).getAttribute('href')).toBe('/solutions');
  }
  await services.getByRole('link', { name: 'Book an Appointment' }).click();
  await page.waitForURL((url) => url.pathname === '/contact' && url.search === '?scroll=form');
  // After about half a second the form is scrolled into view.
  await page.waitForFunction(() => {
    const form = document.getElementById('contact-form');
    if (!form) return false;
    const { top } = form.getBoundingClientRect();
    return window.scrollY > 100 && top >= 0 && top < window.innerHeight / 2;
  });
});

test('home: the testimonial rows show the testimonials from the API, with star ratings', async () => {
  const { testimonials } = await api<{ testimonials: { userName: string; rating: number }[] }>('/api/testimonial/all');
  expect(testimonials.length).toBeGreaterThan(0);
  const page = await open('/');
  const section = page.getByRole('region', { name: 'What our clients say' });
  await section.locator('.testimonial-card').first().waitFor();
  const text = await section.textContent();
  for (const { userName } of testimonials.slice(0, 10)) expect(text).toContain(userName);
  const first = testimonials[0];
  expect(await section.getByRole('img', { name: `Rated ${first.rating} out of 5` }).count()).toBeGreaterThan(0);
  // Two rows: items 1-5 and 6-10.
  expect(await section.locator('.testimonials__row').count()).toBe(testimonials.length > 5 ? 2 : 1);
});

test('home: the industries carousel rotates through the five industries', async () => {
  const page = await open('/');
  const carousel = page.getByTestId('industries-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await carousel.locator('.carousel-root').waitFor();
  for (const name of ['Startups', 'Small Businesses', 'Non Profits', 'Financial Services', 'Data & Analytics']) {
    // Autoplay every 3 s: each industry comes to the front within one round.
    await page.waitForFunction(
      (industry) =>
        [...document.querySelectorAll('[data-testid="industries-carousel"] .slide.selected .industry-slide__title')].some(
          (title) => title.textContent === industry,
        ),
      name,
      { timeout: 20_000 },
    );
  }
});

test('home: the industry in front is painted, picture and caption, not hidden behind the carousel', async () => {
  const page = await open('/');
  const carousel = page.getByTestId('industries-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await carousel.locator('.carousel-root').waitFor();
  await carousel.locator('.slide.selected img').first().evaluate((img) => (img as HTMLImageElement).decode());
  // A flat dark panel with its arrows and dots varies little; a picture under its caption varies a lot.
  const { channels } = await sharp(await carousel.screenshot()).stats();
  expect(Math.min(...channels.slice(0, 3).map((channel) => Math.round(channel.stdev)))).toBeGreaterThan(25);
});

test('home: nothing jumps when the logo and testimonial rows start moving', async () => {
  const watchedHome = await watchedPage(context);
  watched.push(watchedHome);
  const { page } = watchedHome;
  // The heights of the hero and the testimonials after every change React makes to the page, measured before the
  // browser could paint it: a frame that shows a section shorter than the server's markup makes what is below it jump.
  await page.addInitScript(() => {
    const heights: Record<string, number[]> = {};
    (window as unknown as { heights: typeof heights }).heights = heights;
    const measure = () => {
      for (const section of document.querySelectorAll('.hero, section.testimonials')) {
        (heights[section.className] ??= []).push(Math.round(section.getBoundingClientRect().height));
      }
    };
    new MutationObserver(measure).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/');
  const moving = (selector: string, count: number) =>
    page.waitForFunction(([within, atLeast]) => document.querySelectorAll(`${within} .rfm-marquee-container`).length >= atLeast, [selector, count] as const, {
      timeout: 20_000,
    });
  await moving('.hero', 1);
  await page.locator('section.testimonials').scrollIntoViewIfNeeded();
  // Two testimonial rows and the logos under them.
  await moving('section.testimonials', 3);
  await page.waitForTimeout(300);
  const heights = await page.evaluate(() => (window as unknown as { heights: Record<string, number[]> }).heights);
  expect(Object.keys(heights).sort()).toEqual(['hero', 'section testimonials']);
  for (const [section, seen] of Object.entries(heights)) expect({ section, lowest: Math.min(...seen) }).toEqual({ section, lowest: seen[0] });
});

test('/hero shows the hero alone', async () => {
  const page = await open('/hero');
  await page.getByRole('link', { name: 'Connect With Us' }).waitFor();
  expect(await page.locator('main section.hero').count()).toBe(1);
  expect(await page.locator('main > section').count()).toBe(1);
  expect(await page.getByText('What our clients say').count()).toBe(0);
});

test('solutions: the hero with Book an Appointment, then five alternating service blocks', async () => {
  const page = await open('/solutions');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.locator('.page-hero').getByRole('link', { name: 'Book an Appointment' }).getAttribute('href')).toBe('/contact?scroll=form');
  const blocks = page.locator('section.solution');
  expect(await blocks.count()).toBe(5);
  expect(await blocks.nth(1).getAttribute('class')).toContain('solution--reverse');
  expect(await blocks.nth(2).getAttribute('class')).not.toContain('solution--reverse');
});

test('about: the statistics from the API, the five values, and a leader profile revealed on hover', async () => {
  const { statistics } = await api<{ statistics: Statistics }>('/api/statistics/get');
  const page = await open('/about');
  const numbers = page.getByRole('region', { name: 'This is Us In Numbers' });
  for (const field of STATISTICS_FIELDS) await numbers.getByText(statistics[field], { exact: true }).waitFor();

  const values = page.getByRole('region', { name: 'Our Values' });
  for (const word of ['People', 'Integrity', 'Vision', 'Innovation', 'Honesty']) expect(await values.getByText(word, { exact: true }).isVisible()).toBe(true);
  const video = values.locator('video');
  expect(await video.evaluate((element: HTMLVideoElement) => element.loop && element.muted && element.autoplay && element.playsInline)).toBe(true);

  const leader = page.locator('article.leader').first();
  const description = leader.locator('.leader__description');
  expect(await description.isVisible()).toBe(false);
  await leader.hover();
  await description.waitFor({ state: 'visible' });
  expect(await leader.getByRole('link', { name: /on LinkedIn/ }).isVisible()).toBe(true);
  await page.mouse.move(5, 5);
  await description.waitFor({ state: 'hidden' });
});

test('about on a phone: a short tap toggles a profile', async () => {
  const phone = await openBrowser({ ...VIEWPORTS.phone });
  try {
    const page = await open('/about', phone);
    const leader = page.locator('article.leader').nth(1);
    await leader.scrollIntoViewIfNeeded();
    const box = (await leader.boundingBox())!;
    const tap = async () => {
      await leader.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, clientX: box.x + 20, clientY: box.y + 20 });
      await leader.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true, clientX: box.x + 20, clientY: box.y + 20 });
    };
    await tap();
    await leader.locator('.leader__description').waitFor({ state: 'visible' });
    await tap();
    await leader.locator('.leader__description').waitFor({ state: 'hidden' });
  } finally {
    await phone.close();
  }
});

test('contact: required fields are checked, a message is sent, the form clears, and the message is stored', async () => {
  const page = await open('/contact');
  const form = page.locator('#contact-form');
  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const message of ['Please enter your first name.', 'Please enter your last name.', 'Please enter your email address.', 'Please enter a message.']) {
    await form.getByText(message).waitFor();
  }
  expect(await form.getByLabel(/^Email/).getAttribute('type')).toBe('email');

  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `contact-${unique}@e2e.test`;
  await form.getByLabel(/^First name/).fill('Ada');
  await form.getByLabel(/^Last name/).fill(`Lovelace ${unique}`);
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Phone/).fill('+1 415 555 0100');
  await form.getByLabel(/^Company/).fill('Analytical Engines');
  await form.getByLabel(/^Message/).fill(`Hello from the browser test ${unique}`);
  await form.getByRole('button', { name: 'Send Message' }).click();

  await page.getByRole('status').getByText("Message sent successfully! We'll get back to you soon.").waitFor();
  expect(await form.getByLabel(/^First name/).inputValue()).toBe('');
  expect(await form.getByLabel(/^Email/).inputValue()).toBe('');
  expect(await form.getByLabel(/^Message/).inputValue()).toBe('');

  const { contacts } = await api<{ contacts: { email: string; firstName: string; lastName: string; company: string; message: string; source: string; status: string }[] }>(
    '/api/contact/all',
    { headers: { authorization: `Bearer ${await adminToken()}` } },
  );
  expect(contacts.find((contact) => contact.email === email)).toMatchObject({
    firstName: 'Ada',
    lastName: `Lovelace ${unique}`,
    company: 'Analytical Engines',
    message: `Hello from the browser test ${unique}`,
    source: 'contact_form',
    status: 'new',
  });
});

test('contact: a bot that fills the hidden field sees the same success, and its message is kept as spam', async () => {
  // The page every visitor gets holds one token, for a post without scripts, issued when the page was rendered
  // (a page is kept a minute at most); with scripts, the form fetches its own once it is shown.
  const pageHtml = await (await fetch(`${site().baseUrl}/contact`, { headers: { accept: 'text/html' } })).text();
  expect(pageHtml).toContain('name="website"');
  const tokens = new Set([...pageHtml.matchAll(/name="formToken" value="(\d{13})\.[\w-]{43}"/g)].map((match) => Number(match[1])));
  expect(tokens.size).toBe(1);
  expect(Date.now() - [...tokens][0]).toBeLessThan(2 * 60_000);
  const page = await open('/contact');
  const form = page.locator('#contact-form');
  const honeypot = form.locator('input[name="website"]');
  expect(await honeypot.getAttribute('tabindex')).toBe('-1');
  expect(await honeypot.getAttribute('autocomplete')).toBe('off');
  expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
  const box = await honeypot.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);

  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `bot-${unique}@e2e.test`;
  await form.getByLabel(/^First name/).fill('Bot');
  await form.getByLabel(/^Last name/).fill(unique);
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Message/).fill('Cheap pills');
  // What a bot filling every input does; a person never reaches this field.
  await honeypot.evaluate((input: HTMLInputElement) => { input.value = 'https://spam.example'; });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('status').getByText("Message sent successfully! We'll get back to you soon.").waitFor();

  const read = async (query: string) => (await api<{ contacts: { email: string; status: string }[] }>(
    `/api/contact/all${query}`,
    { headers: { authorization: `Bearer ${await adminToken()}` } },
  )).contacts.find((contact) => contact.email === email);
  expect(await read('')).toBeUndefined();
  expect(await read('?status=spam')).toMatchObject({ status: 'spam' });
});

test('the server-rendered HTML already holds the data: testimonials and footer on /, statistics on /about', async () => {
  const { testimonials } = await api<{ testimonials: { userName: string }[] }>('/api/testimonial/all');
  const { footer } = await api<{ footer: { companyName: string; email: string } }>('/api/footer/get');
  const { statistics } = await api<{ statistics: Statistics }>('/api/statistics/get');

  const home = decode(await serverHtml('/'));
  for (const { userName } of testimonials.slice(0, 10)) expect(home).toContain(userName);
  expect(home).toContain(footer.companyName);
  expect(home).toContain(footer.email);
  expect(home).toContain('Data &amp; Analytics'.replace('&amp;', '&'));
  expect(home).toMatch(/<title>Northwind Digital<\/title>/);

  const about = decode(await serverHtml('/about'));
  expect(about).toContain('This is Us In Numbers');
  for (const field of STATISTICS_FIELDS) expect(about).toContain(statistics[field]);
  // In place, not in a hidden out-of-line segment that only a script reveals.
  expect(about).not.toContain('<div hidden id="S:');
  expect(about).toMatch(/<title>About Us \| Northwind Digital<\/title>/);

  for (const [path, title] of [['/solutions', 'Solutions'], ['/contact', 'Contact'], ['/hero', 'Technology that moves your business forward']]) {
    expect(decode(await serverHtml(path))).toContain(`<title>${title} | Northwind Digital</title>`);
  }
});

test('pages hand their data to the browser in a JSON block, never an inline script (the CSP allows none)', async () => {
  const response = await fetch(`${site().baseUrl}/about`, { headers: { accept: 'text/html' } });
  expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
  const html = await response.text();
  const scriptTags = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
  expect(scriptTags).toContainEqual(expect.stringContaining('type="application/json" id="page-state"'));
  expect(scriptTags.filter((attributes) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes))).toEqual([]);
});

test('the API explorer works under the Content-Security-Policy', async () => {
  const page = await open('/graphql');
  await page.getByText('Loading…').waitFor({ state: 'detached' });
});

test('no console errors and no request to another host on any page visited', () => {
  expect(watched.length).toBeGreaterThan(0);
  expect(watched.flatMap((page) => page.errors)).toEqual([]);
  expect(watched.flatMap((page) => page.foreignRequests)).toEqual([]);
});
