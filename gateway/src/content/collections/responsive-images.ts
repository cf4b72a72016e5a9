import { Ctx, Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { ViewedRecord } from '../../infra/database/record';
import { describeImage } from '../../infra/storage/image-variants';
import type { RequestContext } from '../../api/http/context';
import { DEFAULT_FOCAL_POINT } from '@consultancy/domain/media';
import { FocalPoint } from '../images/image-details';
import type { CollectionConfig } from './collection';

@ObjectType({ description: 'The copies of an image in one format, for a <source> element.' })
export class ImageSource {
  @Field({ description: 'image/avif or image/webp.' })
  type: string;

  @Field({ description: 'A srcset with width descriptors: "URL 480w, URL 960w".' })
  srcset: string;
}

@ObjectType({ description: 'An image as a page renders it: the original and its smaller copies per format.' })
export class ResponsiveImage {
  @Field({ description: 'The original, the same URL as in the item’s image field.' })
  url: string;

  @Field(() => Int, { nullable: true, description: 'Pixels, upright; null for images stored before sizes were recorded.' })
  width: number | null;

  @Field(() => Int, { nullable: true })
  height: number | null;

  @Field(() => [ImageSource], { description: 'Empty when there are no copies (a small or older image): use url.' })
  sources: ImageSource[];

  @Field({ description: 'The media library’s alt text of this image, for a place that has no alt text of its own; empty when none.' })
  alt: string;

  @Field(() => FocalPoint, { description: 'The point crops keep in view (CSS object-position); the centre unless set in the media library.' })
  focalPoint: FocalPoint;
}

/**
 * Adds `responsiveImages` to a collection's type, described from its image URLs (the
 * copies' names follow from the original's) and the media library's details of each, so
 * the stored rows and the existing image fields stay exactly as they are.
 */
export function createResponsiveImagesResolver<T extends ViewedRecord, I extends object>(config: CollectionConfig<T, I>) {
  @Resolver(() => config.entity)
  class ResponsiveImagesResolver {
    @FieldResolver(() => [ResponsiveImage], { description: 'The item’s images, in order, with their AVIF and WebP copies, alt text and focal point from the media library.' })
    async responsiveImages(@Root() item: T, @Ctx() ctx: RequestContext): Promise<ResponsiveImage[]> {
      const urls = config.images.read(item);
      const details = urls.length ? await ctx.services.imageDetails(urls) : new Map();
      return urls.map((url) => ({ ...describeImage(url), alt: details.get(url)?.alt ?? '', focalPoint: details.get(url)?.focalPoint ?? { ...DEFAULT_FOCAL_POINT } }));
    }
  }
  return ResponsiveImagesResolver;
}
