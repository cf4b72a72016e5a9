import { Field, ObjectType } from 'type-graphql';
import { AfterLoad, Column, Entity, Index } from 'typeorm';
import { PORTFOLIO_CATEGORIES } from '@consultancy/domain';
import { PublishableRecord } from '../../content/publishing/publishable-record';
import { uncleanRichText } from '../../content/sanitize/rich-text';
import { CheckedOnRestore } from '../../infra/backup/restore-check';

@ObjectType({ description: 'A portfolio project.' })
@Entity('portfolios')
// Built by migration Slugs: the slug is unique within the collection.
@Index('IDX_portfolios_slug', ['slug'], { unique: true })
export class Portfolio extends PublishableRecord {
  @Field({ description: `One of: ${PORTFOLIO_CATEGORIES.join(', ')}.` })
  @Column({ type: 'varchar', length: 40 })
  category: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  projectName: string;

  @Field()
  @Column({ type: 'varchar', length: 2048, default: '' })
  projectUrl: string;

  @Field({ description: 'YYYY-MM-DD, or empty.' })
  @Column({ type: 'varchar', length: 10, default: '' })
  projectDate: string;

  @Field({ description: 'Sanitized HTML.' })
  @Column({ type: 'text' })
  @CheckedOnRestore(uncleanRichText)
  description: string;

  @Field({ description: 'Sanitized HTML.' })
  @Column({ type: 'text' })
  @CheckedOnRestore(uncleanRichText)
  content: string;

  @Field()
  @Column({ type: 'text' })
  problem: string;

  @Field()
  @Column({ type: 'text' })
  solution: string;

  @Field()
  @Column({ type: 'text' })
  result: string;

  @Field({ description: 'Plain text; line breaks are kept.' })
  @Column({ type: 'text' })
  testimonial: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  services: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  clientName: string;

  /** The column keeps the name it has always had. */
  @Field(() => [String], { name: 'imageUrls', description: 'Image URLs in display order; the first is the main image.' })
  @Column({ type: 'simple-json' })
  imagesUrl: string[];

  @Field(() => [String], { description: 'The alternative text of each image, in the order of imageUrls; empty means the project name.' })
  @Column({ type: 'simple-json', nullable: true })
  imageAlts: string[];

  /** Rows written before alt texts existed (or by a bare insert) hold none. */
  @AfterLoad()
  protected fillImageAlts() {
    this.imageAlts ??= [];
  }
}
