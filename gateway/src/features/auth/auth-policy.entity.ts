import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn, type DataSource } from 'typeorm';

/** How administrators must sign in, set by the owners: one row, absent until an owner first sets it. */
@ObjectType('AuthPolicy', { description: 'How every administrator must sign in (owners set it).' })
@Entity('auth_policy')
export class AuthPolicy {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;

  @Field({ description: 'Every administrator must use two-factor sign-in; one without it may only set it up.' })
  @Column({ type: 'boolean', default: false })
  twoFactorRequired: boolean;

  @Field(() => Date, { nullable: true, description: 'When an owner last changed it; null while never set.' })
  @Column({ type: 'datetime', precision: 3, nullable: true })
  updatedAt: Date | null;
}

const POLICY_ID = 'site';

/** The stored policy, or the default one (nothing required) before an owner sets it. */
export async function readAuthPolicy(dataSource: DataSource): Promise<AuthPolicy> {
  const repo = dataSource.getRepository(AuthPolicy);
  return (await repo.findOneBy({ id: POLICY_ID })) ?? repo.create({ id: POLICY_ID, twoFactorRequired: false, updatedAt: null });
}
