import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { IMAGE_ALT_MAX_LENGTH } from '@consultancy/domain';
import { ViewedRecord } from '../../infra/database/record';

@ObjectType({ description: 'A client testimonial.' })
@Entity('testimonials')
export class Testimonial extends ViewedRecord {
  @Field(() => Int, { description: '1 to 5.' })
  @Column({ type: 'int' })
  rating: number;

  @Field()
  @Column({ type: 'text' })
  review: string;

  @Field()
  @Column({ type: 'varchar', length: 120 })
  userName: string;

  @Field()
  @Column({ type: 'varchar', length: 160, default: '' })
  userRole: string;

  @Field(() => String, { nullable: true, description: 'Photo URL.' })
  @Column({ type: 'varchar', length: 2048, nullable: true })
  userImage: string | null;

  @Field({ description: "The photo's alternative text; empty means the user's name." })
  @Column({ type: 'varchar', length: IMAGE_ALT_MAX_LENGTH, default: '' })
  userImageAlt: string;
}
