import { EditorState, Modifier, RichUtils, type SelectionState } from 'draft-js';

/** The LINK entity the cursor (or the selection's start) sits in, if any. */
export function linkKeyAt(state: EditorState): string | null {
  const selection = state.getSelection();
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(selection.getStartKey());
  if (!block) return null;
  const offset = selection.isCollapsed() ? Math.max(0, selection.getStartOffset() - 1) : selection.getStartOffset();
  const key = block.getEntityAt(offset);
  return key && content.getEntity(key).getType() === 'LINK' ? key : null;
}

/** The selection spanning the whole link the cursor sits in. */
function selectionOfEntity(state: EditorState, entityKey: string): SelectionState {
  const selection = state.getSelection();
  const block = state.getCurrentContent().getBlockForKey(selection.getStartKey());
  let range: { start: number; end: number } | null = null;
  block.findEntityRanges(
    (character) => character.getEntity() === entityKey,
    (start, end) => {
      const offset = selection.getStartOffset();
      if (start <= offset && offset <= end && !range) range = { start, end };
    },
  );
  const found = range as { start: number; end: number } | null;
  if (!found) return selection;
  return selection.merge({ anchorOffset: found.start, focusOffset: found.end, isBackward: false }) as SelectionState;
}

/** The state without the link `linkKey`: the selected part of it, or all of it under a bare cursor. */
export function withoutLink(state: EditorState, linkKey: string): EditorState {
  const selection = state.getSelection();
  return RichUtils.toggleLink(state, selection.isCollapsed() ? selectionOfEntity(state, linkKey) : selection, null);
}

/** The selected text linked to `url`; with nothing selected the address itself is inserted as the link text. */
export function withLink(state: EditorState, url: string): EditorState {
  const selection = state.getSelection();
  const content = state.getCurrentContent().createEntity('LINK', 'MUTABLE', { url, targetOption: '_self' });
  const entityKey = content.getLastCreatedEntityKey();
  if (selection.isCollapsed()) {
    const inserted = Modifier.insertText(content, selection, url, undefined, entityKey);
    return EditorState.push(state, inserted, 'insert-characters');
  }
  return RichUtils.toggleLink(EditorState.set(state, { currentContent: content }), selection, entityKey);
}
