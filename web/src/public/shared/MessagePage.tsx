import type { ReactNode } from 'react';

export interface MessagePageProps {
  /** A large figure above the heading, e.g. '404' (decorative). */
  code?: string;
  eyebrow: string;
  title: string;
  text: ReactNode;
  /** The way on: links or buttons, in a row below the text. */
  actions: ReactNode;
  actionsLabel?: string;
  /** Attributes of the section (data-* markers). */
  attributes?: Record<`data-${string}`, string>;
}

/** A page that says one thing and offers the way on: the not-found page, the subscription links' page. */
export function MessagePage({ code, eyebrow, title, text, actions, actionsLabel = 'Helpful links', attributes }: MessagePageProps) {
  return (
    <section className="message-page" aria-labelledby="message-page-title" {...attributes}>
      <div className="container message-page__inner">
        {code && (
          <p className="message-page__code" aria-hidden="true">
            {code}
          </p>
        )}
        <span className="eyebrow">{eyebrow}</span>
        <h1 id="message-page-title" className="message-page__title">
          {title}
        </h1>
        <p className="message-page__text">{text}</p>
        <nav className="message-page__links" aria-label={actionsLabel}>
          {actions}
        </nav>
      </div>
    </section>
  );
}
