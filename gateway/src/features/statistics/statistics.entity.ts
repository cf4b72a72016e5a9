import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { EditedRecord } from '../../infra/database/record';

@ObjectType({ description: "The figures of the About page's 'This is Us In Numbers'." })
@Entity('statistics')
export class Statistics extends EditedRecord {
  @Field()
  @Column({ type: 'varchar', length: 40 })
  projectsCompleted: string;

  @Field()
  @Column({ type: 'varchar', length: 300 })
  projectsCompletedDescription: string;

  @Field()
  @Column({ type: 'varchar', length: 40 })
  industriesServed: string;

  @Field()
  @Column({ type: 'varchar', length: 300 })
  industriesServedDescription: string;

  @Field()
  @Column({ type: 'varchar', length: 40 })
  clientSatisfaction: string;

  @Field()
  @Column({ type: 'varchar', length: 300 })
  clientSatisfactionDescription: string;
}
