import type { ReactElement } from 'react';
import { imageAlt } from '../shared/image-alt';
import type { ResponsiveImageData } from '../shared/ResponsiveImage';
import { ProjectImage } from './ProjectImage';

export interface ProjectSlidesProps {
  images: string[];
  alts: string[];
  described: ResponsiveImageData[];
  title: string;
}

/** The carousel's names for screen readers: of the whole, of the arrows and of the dots ('Show image 2'). */
export const carouselLabel = (title: string) => `${title}: project images`;
export const CAROUSEL_LABELS = { leftArrow: 'Previous image', rightArrow: 'Next image', item: 'Show image' };

/** One slide per image: the first is the page's largest content; the others load lazily, when the carousel brings them near. */
export function projectSlides({ images, alts, described, title }: ProjectSlidesProps): ReactElement[] {
  return images.map((image, index) => (
    <div key={image} className="project-images__slide">
      <ProjectImage src={image} image={described[index]} alt={imageAlt(alts[index], title, described[index]?.alt)} priority={index === 0 ? 'lcp' : 'lazy'} />
    </div>
  ));
}
