import { IMAGE_ALT_MAX_LENGTH } from '@consultancy/domain';
import { IsNumber, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, Float, InputType } from 'type-graphql';
import { PageArgs } from '../../content/paging/page-args';
import { AltText, MaxChars } from '../../content/validation/rules';

const FRACTION_MESSAGE = '$property must be a number from 0 to 1';

/** One coordinate of a focal point: a fraction of the width (x) or height (y). */
function Fraction(): PropertyDecorator {
  return (target, key) => [IsNumber({ allowNaN: false, allowInfinity: false }, { message: FRACTION_MESSAGE }), Min(0, { message: FRACTION_MESSAGE }), Max(1, { message: FRACTION_MESSAGE })]
    .forEach((decorate) => decorate(target, key));
}

@InputType({ description: 'A focal point: x from 0 (left) to 1 (right), y from 0 (top) to 1 (bottom).' })
class FocalPointInput {
  @Field(() => Float) @Fraction() x: number;
  @Field(() => Float) @Fraction() y: number;
}

@InputType({ description: 'What the library keeps of an image. A field left out keeps its stored value.' })
export class MediaInput {
  @Field(() => String, { nullable: true, description: `Used where the image is placed without an alt text of its own; at most ${IMAGE_ALT_MAX_LENGTH} characters, empty for none.` })
  @AltText()
  alt?: string | null;

  @Field(() => FocalPointInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  focalPoint?: FocalPointInput | null;
}

/** page, limit, and the library's own narrowing: search text and unused only. */
@ArgsType()
export class MediaArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Case-insensitive search for this text in the file name or the alt text.' })
  @IsOptional()
  @MaxChars(200)
  search?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'true: only images used nowhere (no item, no settings, no kept version).' })
  unused?: boolean | null;
}
