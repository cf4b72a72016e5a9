import { Fragment, type ReactNode } from 'react';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decoded = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);

/**
 * A search excerpt (escaped text whose only markup is <mark>…</mark>, as the API documents it)
 * as React nodes: the text is decoded and rendered as text, never as HTML.
 */
export function markedText(excerpt: string): ReactNode[] {
  return excerpt.split(/(<mark>.*?<\/mark>)/).filter(Boolean).map((part, index) => {
    const inner = /^<mark>(.*)<\/mark>$/.exec(part);
    return inner ? <mark key={index}>{decoded(inner[1])}</mark> : <Fragment key={index}>{decoded(part)}</Fragment>;
  });
}
