/**
 * setupFiles of the `web` jest project. jsdom lacks TextEncoder/TextDecoder,
 * which react-router needs when it is imported.
 */
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
