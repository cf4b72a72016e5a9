import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { criticalCss, criticalCssInliner } from './critical-css';

const CSS = [
  ':root{--ink:#0b1f3a}',
  'body{margin:0}',
  '.hero{padding:2rem}.hero__title{font-size:2rem}',
  '.footer{color:red}',
  '.nav a:not(.is-active){color:blue}',
  '#main{outline:0}',
  '.menu.is-open,.menu-button{display:block}',
  '@media (min-width:768px){.hero{padding:4rem}.carousel .dot{width:8px}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '.quote:before{content:"{"}',
].join('');

describe('critical CSS', () => {
  const html = '<main id="main"><section class="hero"><h1 class="hero__title">Hi</h1></section><nav class="nav"><a href="/">Home</a></nav><button class="menu-button">Menu</button></main>';

  it('keeps the rules whose classes and ids all occur in the page, inside media queries too', () => {
    const css = criticalCss(CSS, html);
    expect(css).toContain(':root{--ink:#0b1f3a}');
    expect(css).toContain('body{margin:0}');
    expect(css).toContain('.hero{padding:2rem}.hero__title{font-size:2rem}');
    expect(css).toContain('.nav a:not(.is-active){color:blue}');
    expect(css).toContain('#main{outline:0}');
    expect(css).toContain('.menu.is-open,.menu-button{display:block}');
    expect(css).toContain('@media (min-width:768px){.hero{padding:4rem}}');
    expect(css).toContain('@keyframes spin{to{transform:rotate(1turn)}}');
  });

  it('drops the rules of what the page does not show', () => {
    const css = criticalCss(CSS, html);
    expect(css).not.toContain('.footer');
    expect(css).not.toContain('.carousel');
    expect(css).not.toContain('.quote');
  });

  it("puts a page's critical CSS in its head and links the whole stylesheet at the end of its body", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc.css'), CSS);
    const link = '<link rel="stylesheet" crossorigin href="/assets/main-abc.css">';
    const template = `<html><head>${link}</head><body><div id="root"><!--app-html--></div></body></html>`;
    const page = criticalCssInliner(template, dist)(template.replace('<!--app-html-->', html), html);
    expect(page).toMatch(/^<html><head><style>:root\{--ink:#0b1f3a\}body\{margin:0\}\.hero\{/);
    expect(page.indexOf(link)).toBeGreaterThan(page.indexOf('</main>'));
    expect(page).toMatch(new RegExp(`${link}\\n</body>`));
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
