import { ResponsiveImage, type ImagePriority, type ResponsiveImageData } from '../shared/ResponsiveImage';

/** The project's image column: full width on narrow screens, the container less the 20 rem facts column on wide ones. */
const PROJECT_IMAGE_SIZES = '(max-width: 960px) 100vw, 850px';

export interface ProjectImageProps {
  src: string;
  image?: ResponsiveImageData;
  alt: string;
  priority: ImagePriority;
}

/** One project image, as wide as the project's image column. */
export function ProjectImage(props: ProjectImageProps) {
  return <ResponsiveImage {...props} sizes={PROJECT_IMAGE_SIZES} fallbackSize={{ width: 1200, height: 800 }} />;
}
