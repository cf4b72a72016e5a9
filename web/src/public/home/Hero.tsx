import type { PageHeroFieldsFragment } from '../../gql/graphql';
import { LogoStrip } from '../shared/LogoStrip';
import { PageLinkButton } from '../shared/PageLinkButton';
import './hero.css';

const ARROW = (
  <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path d="M4 10h11m-4-4.5L15.5 10 11 14.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /></svg>
);

/** The headline with the editor's highlighted words in the accent colour (their first occurrence). */
function Headline({ headline, highlight }: { headline: string; highlight: string }) {
  const at = highlight ? headline.indexOf(highlight) : -1;
  if (at < 0) return <>{headline}</>;
  return (
    <>
      {headline.slice(0, at)}
      <span className="hero__highlight">{highlight}</span>
      {headline.slice(at + highlight.length)}
    </>
  );
}

/** The landing hero: headline, the calls to action, the reasons and the scrolling logo strip. */
export function Hero({ hero }: { hero: PageHeroFieldsFragment }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__backdrop" aria-hidden="true" />
      <div className="container hero__grid">
        <div className="hero__copy">
          {hero.eyebrow && (
            <p className="hero__badge">
              <span className="hero__badge-dot" aria-hidden="true" />
              {hero.eyebrow}
            </p>
          )}
          <h1 id="hero-title" className="hero__title">
            <Headline headline={hero.headline} highlight={hero.highlight} />
          </h1>
          {hero.text && <p className="hero__lead">{hero.text}</p>}
          {hero.buttons.length > 0 && (
            <div className="hero__actions">
              {hero.buttons.map((button, index) => (
                <PageLinkButton key={index} link={button.link} className={`button ${index === 0 ? 'button--primary' : 'button--ghost'} hero__button`}>
                  {button.label}
                  {index === 0 && ARROW}
                </PageLinkButton>
              ))}
            </div>
          )}
          {hero.points.length > 0 && (
            <ul className="hero__proof" aria-label="Why teams choose us">
              {hero.points.map((point, index) => (
                <li key={index}>{point}</li>
              ))}
            </ul>
          )}
        </div>
        {hero.image && (
          <div className="hero__art">
            <img src={hero.image} width={700} height={570} alt={hero.imageAlt} fetchPriority="high" />
          </div>
        )}
      </div>
      <div className="hero__logos">
        <LogoStrip title="Trusted by founders, finance teams and non-profits" />
      </div>
    </section>
  );
}
