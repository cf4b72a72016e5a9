import type { BrowserContext } from 'playwright-core';
import { E2E_ADMIN, openBrowser, siteRest, submitLogin, watchedPage } from './support/browser';

/**
 * Lead attribution (docs/data.md, "Lead visits"): a visitor lands on a project from a LinkedIn
 * campaign, reads on, and writes from the contact page; the owner sees where the lead came from
 * in the API and in the inbox.
 */

jest.setTimeout(120_000);

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

interface ListedContact { email: string; visit: { source: string; utmCampaign: string; landingPage: string; referrer: string; pages: string[]; secondsToSend: number } | null }

test('a message sent after landing from a campaign carries its source, campaign and landing page to the API and the inbox', async () => {
  const { portfolios } = await siteRest<{ portfolios: { slug: string }[] }>('GET', '/api/portfolio/all?limit=1');
  const landing = `/portfolio/${portfolios[0].slug}`;
  const email = `lead-${Date.now()}@attribution.example`;

  context = await openBrowser();
  const { page, errors } = await watchedPage(context);
  await page.goto(`${landing}?utm_source=linkedin&utm_campaign=q3`, { referer: 'https://www.linkedin.com/feed/?trk=x' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  // On to the contact page by the site's own link (a client-side view of the same visit).
  await page.getByRole('banner').getByRole('link', { name: 'Get In Touch' }).click();
  await page.waitForURL('**/contact');
  const form = page.locator('#contact-form');
  await form.getByLabel('First name').fill('Lin');
  await form.getByLabel('Last name').fill('Kedin');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('We saw your project on LinkedIn.');
  // The form's token must be two seconds old: a person takes that long.
  await page.waitForTimeout(2_100);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText("Message sent successfully! We'll get back to you soon.").waitFor();
  expect(errors).toEqual([]);

  const { token } = await siteRest<{ token: string }>('POST', '/api/admin/login', E2E_ADMIN);
  const { contacts } = await siteRest<{ contacts: ListedContact[] }>('GET', `/api/contact/all?q=${encodeURIComponent(email)}`, undefined, token);
  expect(contacts.find((contact) => contact.email === email)?.visit).toEqual({
    landingPage: landing, referrer: 'https://www.linkedin.com/feed/', source: 'linkedin',
    utmSource: 'linkedin', utmMedium: '', utmCampaign: 'q3',
    pages: [landing, '/contact'], secondsToSend: expect.any(Number),
  });

  const admin = await context.newPage();
  await submitLogin(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.waitForURL('**/admin/dashboard');
  await admin.goto('/admin/contacts');
  await admin.getByLabel('Search contacts').fill(email);
  await admin.getByRole('button', { name: 'View message from Lin Kedin' }).click();
  const details = admin.getByRole('dialog', { name: 'Contact Details' });
  await details.getByText(`linkedin · q3 · landed on ${landing} · 2 pages`, { exact: false }).waitFor();
  expect(await details.getByText(`${landing} → /contact`).count()).toBe(1);
});
