import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { chromiumPath, connectBrowser } from './chromium';
import { freePort, TestMailServer } from '../../gateway/test/mail';
import { serverFileVariable, startSiteProcess, type E2EBackend, type E2EServer } from './global-setup';

export { E2E_ADMIN } from './global-setup';

/** Which site this test file runs against (the jest project's __E2E_BACKEND__). */
const backend = ((globalThis as { __E2E_BACKEND__?: E2EBackend }).__E2E_BACKEND__ ?? 'sqlite') as E2EBackend;

let ownSite: E2EServer | null = null;

/**
 * For a test file that changes what every page shows (statistics, footer): it
 * gets a site of its own, so files running in parallel never see its changes.
 */
export function useOwnSite(env: Record<string, string> = {}): void {
  beforeAll(async () => {
    ownSite = { backend, ...(await startSiteProcess(env)) };
  }, 60_000);
  afterAll(() => {
    if (!ownSite) return;
    process.kill(ownSite.pid, 'SIGTERM');
    fs.rmSync(ownSite.dataDir, { recursive: true, force: true });
    ownSite = null;
  });
}

/**
 * A site of this file's own that sends email to a real mail server (its SMTP_URL), started
 * before the site and stopped after it; the answer gives the server once the tests run.
 */
export function useOwnSiteWithMail(env: Record<string, string>): () => TestMailServer {
  let mail: TestMailServer;
  beforeAll(async () => {
    mail = new TestMailServer(await freePort());
    await mail.start();
    env.SMTP_URL = mail.url;
  });
  afterAll(async () => { await mail.stop(); });
  useOwnSite(env);
  return () => mail;
}

/** The site and browser global-setup.ts started for this project. */
function sharedSite(): E2EServer {
  const file = process.env[serverFileVariable(backend)];
  if (!file) throw new Error('E2E_SERVER_FILE is not set: run browser tests through `npm test` (jest project "browser").');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as E2EServer;
}

/** The site this test file runs against: its own (useOwnSite) or the shared one started by global-setup.ts. */
export function site(): E2EServer {
  return ownSite ?? sharedSite();
}

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 375, height: 740 },
} as const;

let desktopAgent: string | undefined;
/**
 * The user agent of a desktop Chrome of the installed version: headless Chromium says
 * "HeadlessChrome", which the site's analytics leave out as a bot, as they should.
 */
export function desktopUserAgent(): string {
  const major = /(\d+)\./.exec(execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8' }))?.[1] ?? '131';
  return (desktopAgent ??= `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`);
}

let connected: Promise<Browser> | undefined;

/** The project's one Chromium, connected to once per test file (and let go after it: shared-browser.ts). */
export function sharedBrowser(): Promise<Browser> {
  const endpoint = sharedSite().browserEndpoint;
  if (!endpoint) throw new Error('The browser project\'s global setup started no browser.');
  return (connected ??= connectBrowser(endpoint));
}

/** Lets go of the shared browser, which goes on for the other test files. */
export async function disconnectBrowser(): Promise<void> {
  const browser = connected;
  connected = undefined;
  await (await browser)?.close();
}

/** A fresh context of the shared Chromium (its own storage and cache), browsing as a visitor's desktop Chrome. */
export async function openBrowser(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<BrowserContext> {
  return (await sharedBrowser()).newContext({ userAgent: desktopUserAgent(), viewport, baseURL: site().baseUrl });
}

/** A downloaded file's text, streamed from the shared browser (a remote browser's files have no local path). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  /** Requests that left the site's own host. */
  foreignRequests: string[];
}

/** A page that records console errors, page errors and requests to other hosts. */
export async function watchedPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
  const { host } = new URL(site().baseUrl);
  const watched: WatchedPage = { page, errors: [], foreignRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') watched.errors.push(message.text());
  });
  page.on('pageerror', (error) => watched.errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.host !== host) watched.foreignRequests.push(request.url());
  });
  return watched;
}

/** Fills the sign-in form and submits it; what follows (the panel, a code step, an error) is the caller's to wait for. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Two people at once, each in a browser of their own (desktop), for the whole file: an owner and a team member. */
export function ownerAndMemberPages(): { owner: () => WatchedPage; member: () => WatchedPage } {
  const contexts: BrowserContext[] = [];
  const pages: WatchedPage[] = [];
  beforeAll(async () => {
    for (let person = 0; person < 2; person += 1) {
      contexts.push(await openBrowser(VIEWPORTS.desktop));
      pages.push(await watchedPage(contexts[person]));
    }
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });
  return { owner: () => pages[0], member: () => pages[1] };
}

/** A multipart body for the site's add and update calls: text fields, and JPEG files read from disk. */
export function multipart(fields: Record<string, string>, files: { field: string; path: string }[] = []): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const file of files) data.append(file.field, new Blob([fs.readFileSync(file.path)], { type: 'image/jpeg' }), path.basename(file.path));
  return data;
}

/** A REST call to the site under test (JSON or multipart, with the bearer token when given); a refusal throws with its status and message. */
export async function siteRest<T>(method: string, url: string, body?: FormData | object, token?: string): Promise<T> {
  const response = await fetch(`${site().baseUrl}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${json.message}`);
  return json;
}
