import { Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { MaxChars, OptionalDate, RICH_TEXT_MAX, Required } from '../validation/rules';
import { DEFAULT_BLOG_CATEGORY, DEFAULT_BLOG_CONTENT, DEFAULT_READING_TIME } from './blog.entity';

@InputType({ description: 'The fields of a blog post, as the admin form sends them.' })
export class BlogInput {
  @Field() @Required() @MaxChars(200) title: string;
  @Field({ defaultValue: DEFAULT_BLOG_CONTENT, description: 'HTML; sanitized on save.' }) @MaxChars(RICH_TEXT_MAX) content: string;
  @Field({ defaultValue: '' }) @MaxChars(1000) excerpt: string;
  @Field({ defaultValue: '', description: 'Comma-separated.' }) @MaxChars(500) tags: string;
  @Field({ defaultValue: '' }) @OptionalDate() publishDate: string;

  @Field(() => Int, { defaultValue: DEFAULT_READING_TIME })
  @Min(1, { message: 'readingTime must be between 1 and 60 minutes' })
  @Max(60, { message: 'readingTime must be between 1 and 60 minutes' })
  readingTime: number;

  @Field({ defaultValue: DEFAULT_BLOG_CATEGORY }) @MaxChars(80) category: string;
}
