import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** Debian's Chromium (never a downloaded browser), as every browser test drives it. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic',
];

export const chromiumPath = (): string => CHROMIUM_PATH;

/**
 * The one Chromium of a browser project, started by its global setup: each test file connects
 * to it and opens contexts of its own (a fresh profile each), instead of starting a browser.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export function connectBrowser(endpoint: string): Promise<Browser> {
  return chromium.connect(endpoint);
}
