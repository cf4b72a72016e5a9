import { Field, Float, ObjectType } from 'type-graphql';

/** Where the subject of an image is, as fractions of its width and height from the top left; crops keep it in view. */
@ObjectType({ description: 'The point of an image that crops keep in view: x and y from 0 (left, top) to 1 (right, bottom).' })
export class FocalPoint {
  @Field(() => Float)
  x: number;

  @Field(() => Float)
  y: number;
}

/** What the media library says about one stored image wherever it is placed. */
export interface ImageDetails {
  /** Used where the image is placed without an alt text of its own; empty when none. */
  alt: string;
  focalPoint: FocalPoint;
}

/** The details of each of these image URLs (in any order; an image the library does not know is left out). */
export type ImageDetailsLookup = (urls: readonly string[]) => Promise<ReadonlyMap<string, ImageDetails>>;

/** Until the media library is connected (and for URLs it does not know): no alt text, centred. */
export const noImageDetails: ImageDetailsLookup = async () => new Map();
