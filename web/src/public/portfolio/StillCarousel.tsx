import { cloneElement } from 'react';
import { carouselIndicator } from '../shared/CarouselIndicator';
import { CAROUSEL_LABELS, carouselLabel, projectSlides, type ProjectSlidesProps } from './project-slides';

const waitForTheCarousel = () => {};

/**
 * The markup react-responsive-carousel renders on the server for these slides
 * (endless loop: the last slide cloned before the first and the first after the
 * last; the first shown, its dot current, both arrows), without the library.
 * The fallback while the carousel's code loads: React may drop the server's
 * markup of a boundary that is still loading when the page updates during
 * hydration, and then this shows, the same, instead of a bare image.
 */
export function StillCarousel(props: ProjectSlidesProps) {
  const slides = projectSlides(props);
  const looped = [cloneElement(slides[slides.length - 1], { key: 'before-first' }), ...slides, cloneElement(slides[0], { key: 'after-last' })];
  const shown = (index: number) => index === 1 || index === looped.length - 1;
  return (
    <div aria-label={carouselLabel(props.title)} className="carousel-root" tabIndex={0}>
      <div className="carousel carousel-slider" style={{ width: '100%' }}>
        <ul className="control-dots">{slides.map((_, index) => carouselIndicator(waitForTheCarousel, index === 0, index, CAROUSEL_LABELS.item))}</ul>
        <button type="button" aria-label={CAROUSEL_LABELS.leftArrow} className="control-arrow control-prev" />
        <div className="slider-wrapper axis-horizontal">
          <ul className="slider animated" style={{ transform: 'translate3d(-100%,0,0)', transitionDuration: '500ms' }}>
            {looped.map((slide, index) => (
              <li key={slide.key} className={shown(index) ? 'slide selected previous' : 'slide'}>
                {slide}
              </li>
            ))}
          </ul>
        </div>
        <button type="button" aria-label={CAROUSEL_LABELS.rightArrow} className="control-arrow control-next" />
      </div>
    </div>
  );
}
