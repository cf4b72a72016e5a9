import { lazy, Suspense } from 'react';
// The carousel's styles travel with the page (not with its lazily loaded code), so
// the server-rendered carousel is styled from the first paint.
import 'react-responsive-carousel/lib/styles/carousel.min.css';
import { imageAlt } from '../shared/image-alt';
import type { ResponsiveImageData } from '../shared/ResponsiveImage';
import { ProjectImage } from './ProjectImage';
import { StillCarousel } from './StillCarousel';

const ProjectCarousel = lazy(() => import('./ProjectCarousel'));

/**
 * Project images: a carousel for several, the image alone for one, a note for none.
 * The first image is the page's largest content: it alone is fetched with high priority.
 */
export function ProjectImages({ images, alts = [], described = [], title }: { images: string[]; alts?: string[]; described?: ResponsiveImageData[]; title: string }) {
  if (images.length === 0) {
    return <p className="project-images__empty">No images available</p>;
  }
  const main = <ProjectImage src={images[0]} image={described[0]} alt={imageAlt(alts[0], title, described[0]?.alt)} priority="lcp" />;
  if (images.length === 1) {
    return <figure className="project-images project-images--single">{main}</figure>;
  }
  return (
    <div className="project-images project-images--carousel">
      {/* While the carousel's code loads, its markup without the library stands in: nothing moves when the code arrives. */}
      <Suspense fallback={<StillCarousel images={images} alts={alts} described={described} title={title} />}>
        <ProjectCarousel images={images} alts={alts} described={described} title={title} />
      </Suspense>
    </div>
  );
}
