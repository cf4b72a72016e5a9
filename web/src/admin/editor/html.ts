import { ContentState, EditorState, convertToRaw, type ContentBlock } from 'draft-js';
import draftToHtml from 'draftjs-to-html';
import htmlToDraft from 'html-to-draftjs';

/** Rich text is stored as HTML: draftjs-to-html writes it, html-to-draftjs reads it back. */

export function contentFromHtml(html: string): ContentState {
  const parsed = html.trim() ? htmlToDraft(html) : null;
  if (!parsed || parsed.contentBlocks.length === 0) return ContentState.createFromText('');
  return ContentState.createFromBlockArray(parsed.contentBlocks as ContentBlock[], parsed.entityMap as never);
}

export function editorStateFromHtml(html: string): EditorState {
  return EditorState.createWithContent(contentFromHtml(html));
}

/** HTML of the editor's content; an editor holding no text at all gives ''. */
export function contentToHtml(content: ContentState): string {
  if (!content.hasText()) return '';
  return draftToHtml(convertToRaw(content)).trim();
}

/** A URL as a link may carry it: trimmed, http(s) added to a bare host name, quotes escaped. */
export function normaliseLinkUrl(input: string): string | null {
  const url = input.trim();
  if (!url) return null;
  if (/^(javascript|data|vbscript):/i.test(url)) return null;
  const withScheme = /^([a-z][a-z0-9+.-]*:|\/|#)/i.test(url) ? url : `https://${url}`;
  return withScheme.replace(/"/g, '%22').replace(/\s/g, '%20');
}
