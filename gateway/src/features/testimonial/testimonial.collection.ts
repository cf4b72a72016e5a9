import { COLLECTION_LABELS, RATINGS } from '@consultancy/domain';
import { Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { defineCollection, singleImage } from '../../content/collections/collection';
import { AltText, LONG_TEXT_MAX, MaxChars, Required, SingleLine } from '../../content/validation/rules';
import { Testimonial } from './testimonial.entity';

const lowest = RATINGS[0];
const highest = RATINGS[RATINGS.length - 1];
const ratingMessage = `rating must be between ${lowest} and ${highest}`;

@InputType({ description: 'The fields of a testimonial, as the admin form sends them.' })
export class TestimonialInput {
  @Field(() => Int)
  @Min(lowest, { message: ratingMessage })
  @Max(highest, { message: ratingMessage })
  rating: number;
  @Field() @Required() @MaxChars(LONG_TEXT_MAX) review: string;
  @Field() @SingleLine() @Required() @MaxChars(120) userName: string;
  @Field({ defaultValue: '' }) @SingleLine() @MaxChars(160) userRole: string;
  @Field(() => String, { nullable: true, description: "The photo's alt text; omitted: it stays as it is." }) @AltText() userImageAlt?: string | null;
}

export const testimonialCollection = defineCollection({
  key: 'testimonial',
  entity: Testimonial,
  input: TestimonialInput,
  label: COLLECTION_LABELS.testimonial,
  plural: 'testimonials',
  titleOf: (item) => item.userName,
  images: singleImage<Testimonial>('image', 'userImage', 'userImageAlt'),
  listing: { search: ['userName', 'userRole', 'review'] },
  toFields: (input: TestimonialInput): Partial<Testimonial> => ({
    rating: input.rating,
    review: input.review.trim(),
    userName: input.userName.trim(),
    userRole: input.userRole.trim(),
  }),
});
