/**
 * A public page paints before its code loads. A visitor on a slow phone types
 * and sends in that window: nothing may be lost, whether the code comes late,
 * runs slowly, or never comes (scripts blocked: the forms post as plain HTML).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { issueFormToken } from '../gateway/src/content/form-guard/form-token';
import { E2E_ADMIN, openBrowser, site, siteRest, useOwnSite, VIEWPORTS } from './support/browser';

// A site of its own, trusting X-Forwarded-For: each test is a visitor of its own to the per-address limits.
const SECRET = 'early-forms-e2e-secret-of-32-characters-at-least';
useOwnSite({ TRUST_PROXY: 'true', JWT_SECRET: SECRET });

const CONTACT_SENT = "Message sent successfully! We'll get back to you soon.";
const SUBSCRIBED = 'Subscribed successfully! Thank you for subscribing.';

type Condition = 'scripts delayed 3 s' | 'CPU 4x slower' | 'CPU 6x slower' | 'scripts blocked';
const CONDITIONS: Condition[] = ['scripts delayed 3 s', 'CPU 4x slower', 'CPU 6x slower', 'scripts blocked'];

let phone: BrowserContext;
let visitor = 0;
let token: string;
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  phone = await openBrowser(VIEWPORTS.phone);
  token = (await siteRest<{ token: string }>('POST', '/api/admin/login', E2E_ADMIN)).token;
});
afterAll(async () => {
  await phone?.close();
});

/**
 * Without scripts the post carries the page's own form token, and the spam rules take a post less than 2 s
 * after it was issued for a bot's: a person takes that long to type; the test, typing instantly, waits it out.
 */
const likeAPerson = (page: Page, condition: Condition) => (condition === 'scripts blocked' ? page.waitForTimeout(2_100) : Promise.resolve());

/** A page opened under `condition`, typed into as soon as the page has loaded (the app's code comes after that). */
async function openEarly(path: string, condition: Condition): Promise<Page> {
  const page = await phone.newPage();
  visitor += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${visitor}` });
  if (condition === 'scripts blocked') await page.route('**/*.js', (route) => route.abort());
  if (condition === 'scripts delayed 3 s') {
    // The page's entry comes on time; the app and the page's chunks 3 s late.
    await page.route('**/assets/*.js', async (route) => {
      if (!/\/main-[^/]+\.js$/.test(route.request().url())) await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => {});
    });
  }
  if (condition.startsWith('CPU')) {
    const cdp = await phone.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(condition.slice(4, 5)) });
  }
  await page.goto(path, { waitUntil: 'load' });
  return page;
}

async function storedContact(email: string) {
  const { contacts } = await siteRest<{ contacts: { email: string; firstName: string; lastName: string; message: string; status: string }[] }>(
    'GET', `/api/contact/all?q=${encodeURIComponent(email)}`, undefined, token);
  return contacts.filter((contact) => contact.email === email);
}

async function storedSubscription(email: string) {
  const { subscriptions } = await siteRest<{ subscriptions: { email: string; source: string; status: string }[] }>(
    'GET', `/api/subscription/all?q=${encodeURIComponent(email)}`, undefined, token);
  return subscriptions.filter((subscription) => subscription.email === email);
}

describe.each(CONDITIONS)('typed and sent right after load, %s', (condition) => {
  test('the contact message is sent once, with everything typed', async () => {
    const page = await openEarly('/contact', condition);
    const form = page.locator('#contact-form');
    const email = `early-contact-${unique()}@e2e.test`;
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill(`Typed before the code loaded (${condition}).`);
    await likeAPerson(page, condition);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await page.getByText(CONTACT_SENT).first().waitFor({ timeout: 45_000 });
    expect(await page.locator('#contact-form').getByLabel('First name').inputValue()).toBe('');
    expect(await page.locator('#contact-form').getByLabel('Message').inputValue()).toBe('');
    // Nothing typed ever goes into a URL.
    expect(new URL(page.url()).search).toBe('');
    expect(await storedContact(email)).toEqual([
      expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace', message: `Typed before the code loaded (${condition}).`, status: 'new' }),
    ]);
    await page.close();
  });

  test('the footer subscription is stored once, from the footer', async () => {
    const page = await openEarly('/solutions', condition);
    const form = page.getByRole('contentinfo').locator('form.subscribe');
    const email = `early-footer-${unique()}@e2e.test`;
    await form.getByLabel('Email address').fill(email);
    await likeAPerson(page, condition);
    await form.getByRole('button', { name: 'Subscribe' }).click();

    await page.getByRole('contentinfo').getByText(SUBSCRIBED).waitFor({ timeout: 45_000 });
    expect(await page.getByRole('contentinfo').getByLabel('Email address').inputValue()).toBe('');
    expect(new URL(page.url()).search).toBe('');
    expect(await storedSubscription(email)).toEqual([expect.objectContaining({ source: 'desktop_footer', status: 'active' })]);
    await page.close();
  });
});

test('without scripts, a refused contact message comes back with what was typed and why', async () => {
  const page = await openEarly('/contact', 'scripts blocked');
  const form = page.locator('#contact-form');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Email').fill('ada-at-nowhere');
  await form.getByLabel('Message').fill('A long message I would hate to type again.');
  const [answer] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), form.getByRole('button', { name: 'Send Message' }).click()]);

  expect(answer.status()).toBe(400);
  expect(new URL(page.url()).search).toBe('');
  const answered = page.locator('#contact-form');
  expect(await answered.getByRole('alert').textContent()).toBe('Failed to send message. Please try again.');
  // The answer opens at the form, where the visitor was.
  expect(new URL(page.url()).hash).toBe('#contact-form');
  expect(await answered.getByLabel('First name').inputValue()).toBe('Ada');
  expect(await answered.getByLabel('Email').inputValue()).toBe('ada-at-nowhere');
  expect(await answered.getByLabel('Message').inputValue()).toBe('A long message I would hate to type again.');
  expect(await answered.getByText('Please enter your last name.').isVisible()).toBe(true);
  expect(await answered.getByText('Please enter a valid email address.').isVisible()).toBe(true);
  await page.close();
});

test('the phone menu tapped before the code has loaded waits visibly, then opens', async () => {
  const page = await openEarly('/about', 'scripts delayed 3 s');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  expect(await toggle.getAttribute('data-waiting')).toBe('');
  await page.getByRole('button', { name: 'Close menu' }).waitFor({ timeout: 30_000 });
  expect(await page.locator('#mobile-menu').getByRole('link', { name: 'Portfolio' }).isVisible()).toBe(true);
  await page.close();
});

describe('on a slow network, every script answered 4 s late', () => {
  /** A page opened on that network: its entry runs (the press is held) long before the chain of chunks the form's code needs. */
  async function openOnSlowNetwork(path: string): Promise<Page> {
    const page = await phone.newPage();
    visitor += 1;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${visitor}` });
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue().catch(() => {});
    });
    await page.goto(path, { waitUntil: 'load' });
    return page;
  }

  /** When a request carrying the form's answer left the browser: its plain post, or its GraphQL call. */
  const SENT_BY = { subscribe: /formName=subscribe|PublicSubscribe/, contact: /formName=contact|PublicSubmitContact/ };
  const sent = (page: Page, form: keyof typeof SENT_BY) =>
    page.waitForRequest((request) => request.method() === 'POST' && SENT_BY[form].test(request.postData() ?? ''), { timeout: 30_000 }).then(() => Date.now());

  test('a subscribe pressed before the code is ready is sent within 3 s, says it is sending, then answers', async () => {
    const page = await openOnSlowNetwork('/about');
    const form = page.getByRole('contentinfo').locator('form.subscribe');
    const email = `slow-footer-${unique()}@e2e.test`;
    await form.getByLabel('Email address').fill(email);
    const sending = sent(page, 'subscribe');
    const pressed = Date.now();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByRole('button', { name: 'Subscribing...' }).waitFor({ timeout: 1_000 });
    expect((await sending) - pressed).toBeLessThan(3_000);

    await page.getByRole('contentinfo').locator('.subscribe__message--success').filter({ hasText: /\w/ }).waitFor({ timeout: 30_000 });
    expect(await storedSubscription(email)).toHaveLength(1);
    await page.close();
  });

  test('a contact message sent before the code is ready is sent within 3 s, says it is sending, then answers', async () => {
    const page = await openOnSlowNetwork('/contact');
    const form = page.locator('#contact-form');
    const email = `slow-contact-${unique()}@e2e.test`;
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Sent on a slow network.');
    const sending = sent(page, 'contact');
    const pressed = Date.now();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByRole('button', { name: 'Sending...' }).waitFor({ timeout: 1_000 });
    expect((await sending) - pressed).toBeLessThan(3_000);

    await page.getByText(CONTACT_SENT).first().waitFor({ timeout: 30_000 });
    expect(await storedContact(email)).toHaveLength(1);
    await page.close();
  });
});

describe('a plain post of a public form', () => {
  const post = async (path: string, fields: Record<string, string>) => {
    visitor += 1;
    return fetch(`${site().baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'x-forwarded-for': `203.0.113.${visitor}` },
      body: new URLSearchParams(fields),
    });
  };
  /** The form token written into a page, as a browser without scripts would send it. */
  const pageToken = async () => /name="formToken" value="([^"]+)"/.exec(await (await fetch(`${site().baseUrl}/contact`)).text())![1];

  test('is judged by the spam rules: a filled honeypot is answered as a success and kept as spam', async () => {
    const email = `plain-bot-${unique()}@e2e.test`;
    const response = await post('/contact', {
      formName: 'contact', firstName: 'Bot', lastName: 'Bot', email, message: 'Buy now', website: 'https://spam.example', formToken: await pageToken(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toContain(CONTACT_SENT);
    expect(await storedContact(email)).toEqual([]);
    const { contacts } = await siteRest<{ contacts: { email: string }[] }>('GET', `/api/contact/all?status=spam&q=${encodeURIComponent(email)}`, undefined, token);
    expect(contacts.map((contact) => contact.email)).toEqual([email]);
  });

  test('from a page left open past its token, is not sent and says so, keeping what was typed', async () => {
    const email = `plain-late-${unique()}@e2e.test`;
    const threeHoursAgo = issueFormToken(SECRET, Date.now() - 3 * 60 * 60 * 1000);
    const response = await post('/contact', { formName: 'contact', firstName: 'Ada', lastName: 'L', email, message: 'Still there?', website: '', formToken: threeHoursAgo });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('This page was open for a long time, so the form was not sent. Please send it again.');
    expect(page).toContain(`value="${email}"`);
    expect(await storedContact(email)).toEqual([]);
  });

  test('of a form the site does not have, or of a page that is not public, is not found', async () => {
    expect((await post('/contact', { formName: 'nothing', email: 'a@b.example' })).status).toBe(404);
    expect((await post('/login', { formName: 'subscribe', email: 'a@b.example' })).status).toBe(404);
  });
});
