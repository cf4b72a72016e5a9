/**
 * setupFiles of the `web` jest project. jsdom lacks TextEncoder/TextDecoder,
 * which react-router needs when it is imported.
 */
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

// Testing Library waits 1 s for what a test expects to appear; a machine shared with the other
// test projects (and the browser tests' Chromium) can take longer to answer a mocked request.
// The same config object serves @testing-library/react, without loading it (and its cleanup) here.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5_000 });
