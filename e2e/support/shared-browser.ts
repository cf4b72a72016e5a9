import { disconnectBrowser } from './browser';

/**
 * setupFilesAfterEnv of the browser projects: after each test file, its connection to the
 * project's Chromium is closed (the browser goes on for the next file).
 */
afterAll(disconnectBrowser);
