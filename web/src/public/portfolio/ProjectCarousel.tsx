import { Carousel } from 'react-responsive-carousel';

/**
 * Several project images in react-responsive-carousel: autoplay every 3000 ms,
 * dots, arrows, an endless loop and 500 ms transitions. Its own chunk, loaded
 * only by projects that have more than one image.
 */
export default function ProjectCarousel({ images, title }: { images: string[]; title: string }) {
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
      stopOnHover
      swipeable
      emulateTouch
      useKeyboardArrows
      ariaLabel={`${title}: project images`}
      labels={{ leftArrow: 'Previous image', rightArrow: 'Next image', item: 'Show image' }}
    >
      {images.map((image, index) => (
        <div key={image} className="project-images__slide">
          <img src={image} alt={`${title}: project image ${index + 1} of ${images.length}`} width={1200} height={800} />
        </div>
      ))}
    </Carousel>
  );
}
