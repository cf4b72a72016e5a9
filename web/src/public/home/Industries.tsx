import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../shared/useNearViewport';
import type { SectionIntroFieldsFragment } from '../../gql/graphql';
import type { IndustryValues } from './home-page';
import { IndustrySlide } from './IndustrySlide';
import './industries.css';

const IndustriesCarousel = lazy(() => import('./IndustriesCarousel'));

/**
 * The first industry with the others stacked beneath it: what the server
 * renders (every name is in the HTML) and what shows until the carousel
 * code, loaded when the section nears the viewport, takes over.
 */
function StillIndustries({ industries }: { industries: readonly IndustryValues[] }) {
  return (
    <div className="industries__still">
      {industries.map((industry, index) => (
        <div key={index} className={`industries__still-slide${index === 0 ? ' is-current' : ''}`}>
          <IndustrySlide industry={industry} />
        </div>
      ))}
    </div>
  );
}

/** The industries we serve, as the editors listed them, rotating every 3 seconds with a 1-second fade. */
export function Industries({ intro, industries }: { intro: SectionIntroFieldsFragment; industries: readonly IndustryValues[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);

  return (
    <section className="section industries" aria-labelledby="industries-title">
      <div className="container industries__grid">
        <div className="industries__intro">
          {intro.eyebrow && <p className="eyebrow">{intro.eyebrow}</p>}
          <h2 id="industries-title">{intro.title}</h2>
          {intro.text && <p>{intro.text}</p>}
          <ul className="industries__list">
            {industries.map((industry, index) => (
              <li key={index}>{industry.name}</li>
            ))}
          </ul>
        </div>
        <div ref={ref} className="industries__carousel" data-testid="industries-carousel">
          {near ? (
            <Suspense fallback={<StillIndustries industries={industries} />}>
              <IndustriesCarousel industries={industries} />
            </Suspense>
          ) : (
            <StillIndustries industries={industries} />
          )}
        </div>
      </div>
    </section>
  );
}
