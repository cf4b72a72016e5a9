import { CompositeDecorator, type ContentBlock, type ContentState } from 'draft-js';
import type { ReactNode } from 'react';

/** Finds the characters of a block that carry a LINK entity. */
function findLinks(block: ContentBlock, callback: (start: number, end: number) => void, content: ContentState) {
  block.findEntityRanges((character) => {
    const key = character.getEntity();
    return key !== null && content.getEntity(key).getType() === 'LINK';
  }, callback);
}

function EditorLink({ contentState, entityKey, children }: { contentState: ContentState; entityKey: string; children?: ReactNode }) {
  const { url } = contentState.getEntity(entityKey).getData() as { url?: string };
  return (
    <a href={url} title={url} className="rich-editor__link" onClick={(event) => event.preventDefault()}>
      {children}
    </a>
  );
}

/** Shows links inside the editor as links. */
export const linkDecorator = new CompositeDecorator([{ strategy: findLinks, component: EditorLink }]);
