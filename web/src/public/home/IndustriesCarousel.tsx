import { Carousel } from 'react-responsive-carousel';
import { carouselIndicator } from '../shared/CarouselIndicator';
import 'react-responsive-carousel/lib/styles/carousel.min.css';
import { INDUSTRY_AUTOPLAY_MS, INDUSTRY_FADE_MS, type IndustryValues } from './home-page';
import { IndustrySlide } from './IndustrySlide';

/** The rotating carousel (react-responsive-carousel): autoplay 3 s, 1 s fade, endless loop. */
export default function IndustriesCarousel({ industries }: { industries: readonly IndustryValues[] }) {
  return (
    <Carousel
      animationHandler="fade"
      autoPlay
      infiniteLoop
      interval={INDUSTRY_AUTOPLAY_MS}
      transitionTime={INDUSTRY_FADE_MS}
      showThumbs={false}
      renderIndicator={carouselIndicator}
      showStatus={false}
      stopOnHover
      swipeable={false}
      emulateTouch={false}
      ariaLabel="Industries we serve"
      labels={{ leftArrow: 'Previous industry', rightArrow: 'Next industry', item: 'Industry' }}
    >
      {industries.map((industry, index) => (
        <IndustrySlide key={index} industry={industry} />
      ))}
    </Carousel>
  );
}
