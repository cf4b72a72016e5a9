import { Carousel } from 'react-responsive-carousel';
import { carouselIndicator } from '../shared/CarouselIndicator';
import { imageAlt } from '../shared/image-alt';
import type { ResponsiveImageData } from '../shared/ResponsiveImage';
import { ProjectImage } from './ProjectImage';

/**
 * Several project images in react-responsive-carousel: autoplay every 3000 ms,
 * dots, arrows, an endless loop and 500 ms transitions. Its own chunk, loaded
 * only by projects that have more than one image. The first slide is the page's
 * largest content; the others load lazily, when the carousel brings them near.
 */
export default function ProjectCarousel({ images, alts, described, title }: { images: string[]; alts: string[]; described: ResponsiveImageData[]; title: string }) {
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
      ariaLabel={`${title}: project images`}
      labels={{ leftArrow: 'Previous image', rightArrow: 'Next image', item: 'Show image' }}
    >
      {images.map((image, index) => (
        <div key={image} className="project-images__slide">
          <ProjectImage
            src={image}
            image={described[index]}
            alt={imageAlt(alts[index], title)}
            priority={index === 0 ? 'lcp' : 'lazy'}
          />
        </div>
      ))}
    </Carousel>
  );
}
