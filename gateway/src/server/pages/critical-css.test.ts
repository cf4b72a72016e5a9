import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { criticalCssInliner } from './critical-css';

const CSS = [
  ':root{--ink:#0b1f3a}',
  'body{margin:0}',
  '.hero{padding:2rem}.hero__title{font-size:2rem}',
  '.footer{color:red}',
  '.nav a:not(.is-active){color:blue}',
  '#main{outline:0}',
  '.menu.is-open,.menu-button{display:block}',
  '@media (min-width:768px){.hero{padding:4rem}.carousel .dot{width:8px}}',
  '.hero__title{animation:spin 1s}@keyframes spin{to{transform:rotate(1turn)}}',
  '@keyframes fade{to{opacity:0}}',
  '.quote:before{content:"{"}',
].join('');

const LINK = '<link rel="stylesheet" crossorigin href="/assets/main-abc.css">';
const TEMPLATE = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><!--app-head-->',
  '<script type="module" crossorigin src="/assets/main-abc.js"></script>',
  LINK,
  '</head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
].join('');
const APP_HTML =
  '<main id="main"><section class="hero"><h1 class="hero__title">Hi</h1></section>' +
  '<nav class="nav"><a href="/">Home</a></nav><button class="menu-button">Menu</button></main>';
const PAGE = TEMPLATE.replace('<!--app-head-->', '<title>Hi</title>')
  .replace('<!--app-html-->', APP_HTML)
  .replace('<!--app-state-->', '<script type="application/json" id="page-state">{"a":1}</script>');

let webDist: string;
beforeAll(() => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'main-abc.css'), CSS);
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const head = (page: string) => page.slice(0, page.indexOf('</head>'));
const inlineStyles = (page: string) => [...head(page).matchAll(/<style>([^<]*)<\/style>/g)].map(([, css]) => css).join('');

describe('critical CSS (beasties)', () => {
  const page = () => criticalCssInliner(TEMPLATE, webDist)(PAGE);

  it("puts in the page's head the rules its markup needs, inside media queries too", () => {
    const css = inlineStyles(page());
    expect(css).toContain(':root{--ink:#0b1f3a}');
    expect(css).toContain('body{margin:0}');
    expect(css).toContain('.hero{padding:2rem}');
    expect(css).toContain('.hero__title{font-size:2rem}');
    expect(css).toContain('.nav a:not(.is-active){color:blue}');
    expect(css).toContain('#main{outline:0}');
    expect(css).toContain('.menu-button{display:block}');
    expect(css).toMatch(/@media \(min-width:\s?768px\)\{\.hero\{padding:4rem\}\}/);
    expect(css).toContain('@keyframes spin');
  });

  it('leaves out the rules of what the page does not show', () => {
    const css = inlineStyles(page());
    expect(css).not.toContain('.footer');
    expect(css).not.toContain('.carousel');
    expect(css).not.toContain('.quote');
    expect(css).not.toContain('.is-open');
    expect(css).not.toContain('@keyframes fade');
  });

  it('still loads the whole stylesheet, linked at the end of the body where it blocks nothing above it', () => {
    const rendered = page();
    expect(head(rendered)).not.toContain('main-abc.css');
    expect(rendered.match(/<link[^>]*main-abc\.css[^>]*>/g)).toEqual([LINK]);
    expect(rendered.indexOf(LINK)).toBeGreaterThan(rendered.indexOf('</main>'));
    expect(rendered.indexOf(LINK)).toBeLessThan(rendered.indexOf('</body>'));
  });

  it('adds no script: nothing inline that the Content-Security-Policy (script-src self) would refuse', () => {
    const rendered = page();
    const scripts = (html: string) => html.match(/<script\b[^>]*>/g);
    expect(scripts(rendered)).toEqual(scripts(PAGE));
    expect(rendered).not.toMatch(/\son[a-z]+=/i);
    expect(rendered).not.toContain('<noscript');
  });

  it('changes nothing when the stylesheet is not in web/dist', () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-css-none-'));
    expect(criticalCssInliner(TEMPLATE, elsewhere)(PAGE)).toBe(PAGE);
    fs.rmSync(elsewhere, { recursive: true, force: true });
  });
});
