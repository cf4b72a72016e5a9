import { Carousel } from 'react-responsive-carousel';
import { carouselIndicator } from '../shared/CarouselIndicator';
import { CAROUSEL_LABELS, carouselLabel, projectSlides, type ProjectSlidesProps } from './project-slides';

/**
 * Several project images in react-responsive-carousel: autoplay every 3000 ms,
 * dots, arrows, an endless loop and 500 ms transitions. Its own chunk, loaded
 * only by projects that have more than one image.
 */
export default function ProjectCarousel(props: ProjectSlidesProps) {
  return (
    <Carousel
      autoPlay
      interval={3000}
      transitionTime={500}
      infiniteLoop
      showArrows
      showIndicators
      showStatus={false}
      showThumbs={false}
      renderIndicator={carouselIndicator}
      stopOnHover
      swipeable
      emulateTouch
      useKeyboardArrows
      ariaLabel={carouselLabel(props.title)}
      labels={CAROUSEL_LABELS}
    >
      {projectSlides(props)}
    </Carousel>
  );
}
