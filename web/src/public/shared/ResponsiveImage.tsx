import { graphql } from '../../gql';
import type { ResponsiveImageFieldsFragment } from '../../gql/graphql';
import './responsive-image.css';

/**
 * What the API's `responsiveImages` describes for one image (see docs/api.md), selected
 * once here: every query spreads it unmasked (`...ResponsiveImageFields @unmask`), so the
 * fields arrive in the item's own type and Apollo strips the directive before sending.
 */
export const ResponsiveImageFields = graphql(`
  fragment ResponsiveImageFields on ResponsiveImage {
    url
    width
    height
    sources {
      type
      srcset
    }
    alt
    focalPoint {
      x
      y
    }
  }
`);

export type ResponsiveImageData = ResponsiveImageFieldsFragment;

/**
 * How soon the image is needed: `lcp` for the one image that is a page's largest content
 * (fetched first), `eager` for other images of the first screen, `lazy` (the default) for
 * anything below the fold, fetched only when scrolled near.
 */
export type ImagePriority = 'lcp' | 'eager' | 'lazy';

interface ResponsiveImageProps {
  /** The original URL; `image` adds its copies when the API described it. */
  src: string;
  image?: ResponsiveImageData | null;
  alt: string;
  /** How wide the image is shown, as a `sizes` attribute: lets the browser pick the smallest copy that fits. */
  sizes: string;
  /** Used when the image has no recorded size (older uploads): keeps the layout from shifting. */
  fallbackSize: { width: number; height: number };
  priority?: ImagePriority;
  className?: string;
}

/**
 * Where a crop keeps the picture: the focal point set in the media library, as CSS
 * object-position (cards crop with object-fit: cover). None for the centre, the default.
 */
export function focalPosition(image: Pick<ResponsiveImageData, 'focalPoint'> | null | undefined): string | undefined {
  const point = image?.focalPoint;
  if (!point || (point.x === 0.5 && point.y === 0.5)) return undefined;
  return `${+(point.x * 100).toFixed(1)}% ${+(point.y * 100).toFixed(1)}%`;
}

/**
 * An uploaded image as `<picture>`: an AVIF and a WebP `<source>` with their copies, and
 * the original in `<img>` with its width and height (no layout shift) for browsers that
 * take neither. Images without copies (small or older ones) render as the `<img>` alone.
 * The focal point of the media library becomes the `<img>`'s object-position.
 */
export function ResponsiveImage({ src, image, alt, sizes, fallbackSize, priority = 'lazy', className }: ResponsiveImageProps) {
  const described = image && image.url === src ? image : null;
  const width = described?.width ?? fallbackSize.width;
  const height = described?.height ?? fallbackSize.height;
  const position = focalPosition(described);
  return (
    <picture className="responsive-image">
      {described?.sources.map((source) => <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />)}
      <img
        className={className}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority === 'lazy' ? 'lazy' : 'eager'}
        decoding={priority === 'lcp' ? 'auto' : 'async'}
        fetchPriority={priority === 'lcp' ? 'high' : undefined}
        style={position ? { objectPosition: position } : undefined}
      />
    </picture>
  );
}
