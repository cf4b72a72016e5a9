import { Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { LONG_TEXT_MAX, MaxChars, Required } from '../validation/rules';

@InputType({ description: 'The fields of a testimonial, as the admin form sends them.' })
export class TestimonialInput {
  @Field(() => Int)
  @Min(1, { message: 'rating must be between 1 and 5' })
  @Max(5, { message: 'rating must be between 1 and 5' })
  rating: number;

  @Field() @Required() @MaxChars(LONG_TEXT_MAX) review: string;
  @Field() @Required() @MaxChars(120) userName: string;
  @Field({ defaultValue: '' }) @MaxChars(160) userRole: string;
}
