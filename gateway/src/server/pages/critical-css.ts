import fs from 'node:fs';
import path from 'node:path';
import { compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';

/**
 * Critical CSS, by beasties: a server-rendered page carries, inline in its head,
 * the rules of the site's stylesheet that apply to its own markup, so it paints
 * without waiting for a stylesheet. The stylesheet's link moves to the end of
 * the body (beasties' `body` strategy), where it blocks nothing above it and
 * brings the rules for what scripts add later (menus, carousels). beasties'
 * other strategies swap the link in with an inline `onload` handler or script,
 * which the Content-Security-Policy refuses (script-src 'self'); inline styles
 * it allows (style-src 'unsafe-inline').
 *
 * The stylesheet is compiled once, when the gateway starts (beasties/compiler,
 * PostCSS); each page then costs one pass over its HTML (beasties/runtime, about
 * 1 to 3 ms), and the answer cache keeps the result.
 */

const STYLESHEET_HREF = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/**
 * For the page template of web/dist: a function that puts a rendered page's
 * critical CSS in its head and moves the stylesheet link to the end of its body.
 * Without a linked stylesheet in web/dist (a template built differently) it
 * changes nothing.
 */
export function criticalCssInliner(template: string, webDist: string): (page: string) => string {
  const href = template.match(STYLESHEET_HREF)?.[1];
  const file = href && path.join(webDist, href);
  if (!href || !file || !fs.existsSync(file)) return (page) => page;
  const sheet = compileSheet(fs.readFileSync(file, 'utf8'), { href });
  const processor = createProcessor([sheet], { preload: 'body' });
  return (page) => processor.process(page);
}
