import fs from 'node:fs';
import path from 'node:path';

/**
 * Critical CSS: a server-rendered page carries, inline in its head, the rules of
 * the site's stylesheet that can apply to its own markup (their classes and ids
 * all occur in the page), so it paints without waiting for a stylesheet; the
 * whole stylesheet is linked at the end of the body, where it blocks nothing
 * above it, and brings the rules for what scripts add later (menus, carousels).
 * The Content-Security-Policy allows inline styles (style-src 'unsafe-inline').
 */

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/assets\/([^"]+\.css)"[^>]*>/;

/** The top-level blocks of minified CSS (`prelude{body}`), braces matched, strings skipped. */
export function cssBlocks(css: string): { prelude: string; body: string }[] {
  const blocks: { prelude: string; body: string }[] = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '"' || char === "'") {
      index = css.indexOf(char, index + 1);
      if (index < 0) break;
    } else if (char === '/' && css[index + 1] === '*') {
      index = css.indexOf('*/', index + 2) + 1;
      if (index <= 0) break;
    } else if (char === '{') {
      if (depth === 0) open = index;
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        blocks.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, index) });
        start = index + 1;
      }
    } else if (char === ';' && depth === 0) {
      // A statement such as @charset or @import: kept as it is.
      blocks.push({ prelude: css.slice(start, index + 1).trim(), body: '' });
      start = index + 1;
    }
  }
  return blocks;
}

/** The selectors of a rule's prelude, split at commas outside parentheses. */
function selectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < prelude.length; index += 1) {
    const char = prelude[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(prelude.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts;
}

interface PageNames { classes: Set<string>; ids: Set<string> }

/** What one selector needs in the page to match: every class and id it names. */
interface Requirement { classes: string[]; ids: string[] }

/** A rule of the stylesheet, read once: kept always, kept when one of its selectors may match, or a group of rules. */
type CompiledRule =
  | { kind: 'always'; text: string }
  | { kind: 'rule'; text: string; selectors: Requirement[] }
  | { kind: 'group'; prelude: string; rules: CompiledRule[] };

const names = (selector: string, pattern: RegExp) => [...selector.matchAll(pattern)].map(([, name]) => name.replace(/\\/g, ''));

function requirementOf(selector: string): Requirement {
  // Functional pseudo-classes (:not, :is, :where, :has) name classes that need not be present.
  const required = selector.replace(/:(not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g, '');
  return { classes: names(required, /\.((?:[\w-]|\\.)+)/g), ids: names(required, /#((?:[\w-]|\\.)+)/g) };
}

const CONDITIONAL = /^@(media|supports|layer|container)\b/;

function compile(css: string): CompiledRule[] {
  return cssBlocks(css).map(({ prelude, body }): CompiledRule => {
    if (!body && prelude.endsWith(';')) return { kind: 'always', text: prelude };
    if (CONDITIONAL.test(prelude)) return { kind: 'group', prelude, rules: compile(body) };
    if (prelude.startsWith('@')) return { kind: 'always', text: `${prelude}{${body}}` }; // @keyframes, @font-face, @property
    return { kind: 'rule', text: `${prelude}{${body}}`, selectors: selectors(prelude).map(requirementOf) };
  });
}

const mayMatch = ({ classes, ids }: Requirement, page: PageNames) =>
  classes.every((name) => page.classes.has(name)) && ids.every((id) => page.ids.has(id));

function subset(rules: CompiledRule[], page: PageNames): string {
  let kept = '';
  for (const rule of rules) {
    if (rule.kind === 'always') kept += rule.text;
    else if (rule.kind === 'rule') {
      if (rule.selectors.some((selector) => mayMatch(selector, page))) kept += rule.text;
    } else {
      const inner = subset(rule.rules, page);
      if (inner) kept += `${rule.prelude}{${inner}}`;
    }
  }
  return kept;
}

/** The class names and ids used in a page's markup. */
function namesIn(html: string): PageNames {
  const classes = new Set<string>();
  const ids = new Set<string>();
  for (const [, list] of html.matchAll(/\bclass="([^"]*)"/g)) for (const name of list.split(/\s+/)) if (name) classes.add(name);
  for (const [, id] of html.matchAll(/\bid="([^"]*)"/g)) ids.add(id);
  return { classes, ids };
}

/** The rules of `css` that may apply to `html`. */
export function criticalCss(css: string, html: string): string {
  return criticalCssOf(css)(html);
}

/** `criticalCss` with the stylesheet read once: each page then costs only a look at its own names. */
export function criticalCssOf(css: string): (html: string) => string {
  const rules = compile(css);
  return (html) => subset(rules, namesIn(html));
}

/**
 * For the page template of web/dist: a function that puts a rendered page's
 * critical CSS in its head and moves the stylesheet link to the end of its body.
 * Without a linked stylesheet (a template built differently) it changes nothing.
 */
export function criticalCssInliner(template: string, webDist: string): (page: string, appHtml: string) => string {
  const link = template.match(STYLESHEET_LINK);
  const file = link && path.join(webDist, 'assets', link[1]);
  if (!link || !file || !fs.existsSync(file)) return (page) => page;
  const critical = criticalCssOf(fs.readFileSync(file, 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, ''));
  return (page, appHtml) => {
    // The critical rules cannot close their <style> element.
    const rules = critical(appHtml).replace(/<\/style/gi, '<\\/style');
    return page.replace(link[0], `<style>${rules}</style>`).replace('</body>', `${link[0]}\n</body>`);
  };
}
