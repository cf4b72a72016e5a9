import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../shared/useNearViewport';
import { INDUSTRIES } from './industries';
import { IndustrySlide } from './IndustrySlide';
import './industries.css';

const IndustriesCarousel = lazy(() => import('./IndustriesCarousel'));

/**
 * The first industry with the others stacked beneath it: what the server
 * renders (all five names are in the HTML) and what shows until the carousel
 * code, loaded when the section nears the viewport, takes over.
 */
function StillIndustries() {
  return (
    <div className="industries__still">
      {INDUSTRIES.map((industry, index) => (
        <div key={industry.name} className={`industries__still-slide${index === 0 ? ' is-current' : ''}`}>
          <IndustrySlide industry={industry} />
        </div>
      ))}
    </div>
  );
}

/** The industries we serve, rotating every 3 seconds with a 1-second fade. */
export function Industries() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);

  return (
    <section className="section industries" aria-labelledby="industries-title">
      <div className="container industries__grid">
        <div className="industries__intro">
          <p className="eyebrow">Industries we serve</p>
          <h2 id="industries-title">Built for teams that need to do more with less</h2>
          <p>We have shipped products for five kinds of organisations, and we understand the constraints each one works within.</p>
          <ul className="industries__list">
            {INDUSTRIES.map((industry) => (
              <li key={industry.name}>{industry.name}</li>
            ))}
          </ul>
        </div>
        <div ref={ref} className="industries__carousel" data-testid="industries-carousel">
          {near ? (
            <Suspense fallback={<StillIndustries />}>
              <IndustriesCarousel />
            </Suspense>
          ) : (
            <StillIndustries />
          )}
        </div>
      </div>
    </section>
  );
}
