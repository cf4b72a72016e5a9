import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { BLOG_DEFAULTS, IMAGE_ALT_MAX_LENGTH } from '@consultancy/domain';
import { PublishableRecord } from '../../content/publishing/publishable-record';
import { uncleanRichText } from '../../content/sanitize/rich-text';
import { CheckedOnRestore } from '../../infra/backup/restore-check';

@ObjectType({ description: 'A blog post.' })
@Entity('blogs')
// Built by migration Slugs: the slug is unique within the collection.
@Index('IDX_blogs_slug', ['slug'], { unique: true })
export class Blog extends PublishableRecord {
  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field({ description: 'Sanitized HTML.' })
  @Column({ type: 'text' })
  @CheckedOnRestore(uncleanRichText)
  content: string;

  @Field()
  @Column({ type: 'text' })
  excerpt: string;

  @Field({ description: 'Comma-separated.' })
  @Column({ type: 'varchar', length: 500, default: '' })
  tags: string;

  @Field({ description: 'YYYY-MM-DD, or empty.' })
  @Column({ type: 'varchar', length: 10, default: '' })
  publishDate: string;

  @Field(() => Int, { description: 'Minutes, 1 to 60.' })
  @Column({ type: 'int', default: BLOG_DEFAULTS.readingTime })
  readingTime: number;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 2048, nullable: true })
  featuredImage: string | null;

  @Field({ description: "The featured image's alternative text; empty means the post's title." })
  @Column({ type: 'varchar', length: IMAGE_ALT_MAX_LENGTH, default: '' })
  featuredImageAlt: string;

  @Field()
  @Column({ type: 'varchar', length: 80, default: BLOG_DEFAULTS.category })
  category: string;
}
