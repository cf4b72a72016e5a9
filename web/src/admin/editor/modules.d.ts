declare module 'draftjs-to-html' {
  import type { RawDraftContentState } from 'draft-js';
  export default function draftToHtml(raw: RawDraftContentState, hashtagConfig?: unknown, directional?: boolean, customEntityTransform?: unknown): string;
}

declare module 'html-to-draftjs' {
  import type { ContentBlock } from 'draft-js';
  export default function htmlToDraft(html: string): { contentBlocks: ContentBlock[]; entityMap: unknown } | null;
}
