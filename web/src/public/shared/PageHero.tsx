import type { ReactNode } from 'react';
import type { PageHeroFieldsFragment } from '../../gql/graphql';
import { PageLinkButton } from './PageLinkButton';
import './page-sections.css';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
  /** Heading id, for sections labelled by the title. */
  id?: string;
}

/** The dark banner at the top of the inner pages (Solutions, About, Contact). */
export function PageHero({ eyebrow, title, lead, children, id }: PageHeroProps) {
  return (
    <section className="page-hero" aria-labelledby={id ?? 'page-title'}>
      <div className="page-hero__glow" aria-hidden="true" />
      <div className="container page-hero__inner">
        <p className="eyebrow page-hero__eyebrow">{eyebrow}</p>
        <h1 id={id ?? 'page-title'} className="page-hero__title">
          {title}
        </h1>
        <p className="page-hero__lead">{lead}</p>
        {children && <div className="page-hero__actions">{children}</div>}
      </div>
    </section>
  );
}

const BUTTON_STYLES = ['button button--light', 'button button--outline-light'];

/** The banner of an editable page (Solutions, About), as its editor wrote it. */
export function EditableHero({ hero }: { hero: PageHeroFieldsFragment }) {
  return (
    <PageHero eyebrow={hero.eyebrow} title={hero.headline} lead={hero.text}>
      {hero.buttons.length > 0 &&
        hero.buttons.map((button, index) => (
          <PageLinkButton key={index} link={button.link} className={BUTTON_STYLES[index] ?? BUTTON_STYLES[1]}>
            {button.label}
          </PageLinkButton>
        ))}
    </PageHero>
  );
}
