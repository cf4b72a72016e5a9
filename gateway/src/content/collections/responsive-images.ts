import { Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { ViewedRecord } from '../../infra/database/record';
import { describeImage } from '../../infra/storage/image-variants';
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
}

/**
 * Adds `responsiveImages` to a collection's type, described from its image URLs alone
 * (the copies' names follow from the original's), so the stored rows and the existing
 * image fields stay exactly as they are.
 */
export function createResponsiveImagesResolver<T extends ViewedRecord, I extends object>(config: CollectionConfig<T, I>) {
  @Resolver(() => config.entity)
  class ResponsiveImagesResolver {
    @FieldResolver(() => [ResponsiveImage], { description: 'The item’s images, in order, with their AVIF and WebP copies.' })
    responsiveImages(@Root() item: T): ResponsiveImage[] {
      return config.images.read(item).map(describeImage);
    }
  }
  return ResponsiveImagesResolver;
}
