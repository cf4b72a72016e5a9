import { EditorState, RichUtils, SelectionState, Modifier } from 'draft-js';
import { contentFromHtml, contentToHtml, editorStateFromHtml, normaliseLinkUrl } from './html';

describe('rich text as HTML', () => {
  it('reads HTML and writes the same markup back', () => {
    const html = '<h2>Plan</h2>\n<p>We ship <strong>weekly</strong> and <em>measure</em> <ins>it</ins>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<blockquote>Quote</blockquote>';
    const out = contentToHtml(contentFromHtml(html));
    expect(out).toContain('<h2>Plan</h2>');
    expect(out).toContain('<strong>weekly</strong>');
    expect(out).toContain('<em>measure</em>');
    expect(out).toContain('<ins>it</ins>');
    expect(out).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(out).toContain('<blockquote>Quote</blockquote>');
  });

  it('keeps links', () => {
    const out = contentToHtml(contentFromHtml('<p>See <a href="https://example.com/x">our site</a></p>'));
    expect(out).toContain('href="https://example.com/x"');
    expect(out).toContain('>our site</a>');
  });

  it('writes bold set in the editor as <strong>', () => {
    let state = editorStateFromHtml('<p>Hello world</p>');
    const block = state.getCurrentContent().getFirstBlock();
    const selection = SelectionState.createEmpty(block.getKey()).merge({ anchorOffset: 6, focusOffset: 11 }) as SelectionState;
    state = EditorState.forceSelection(state, selection);
    state = RichUtils.toggleInlineStyle(state, 'BOLD');
    expect(contentToHtml(state.getCurrentContent())).toBe('<p>Hello <strong>world</strong></p>');
  });

  it('gives an empty string for an editor without text, and reads empty HTML as an empty editor', () => {
    expect(contentToHtml(contentFromHtml(''))).toBe('');
    expect(contentToHtml(contentFromHtml('<p></p>'))).toBe('');
    const empty = editorStateFromHtml('');
    const typed = Modifier.insertText(empty.getCurrentContent(), empty.getSelection(), 'Hi');
    expect(contentToHtml(typed)).toBe('<p>Hi</p>');
  });

  it('reads the default blog content', () => {
    expect(contentToHtml(contentFromHtml('<p>Start writing your blog post...</p>'))).toBe('<p>Start writing your blog post...</p>');
  });

  it('accepts web addresses for links and refuses scripts', () => {
    expect(normaliseLinkUrl(' example.com/a ')).toBe('https://example.com/a');
    expect(normaliseLinkUrl('https://x.io/?q="a b"')).toBe('https://x.io/?q=%22a%20b%22');
    expect(normaliseLinkUrl('/about')).toBe('/about');
    expect(normaliseLinkUrl('mailto:hi@x.io')).toBe('mailto:hi@x.io');
    expect(normaliseLinkUrl('javascript:alert(1)')).toBeNull();
    expect(normaliseLinkUrl('   ')).toBeNull();
  });
});
