import { Field, InputType, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { DEFAULT_QUICK_LINKS } from '@consultancy/domain';
import { EditedRecord } from '../../infra/database/record';
import { MaxChars, OptionalLink, OptionalUrl } from '../../content/validation/rules';

/** Empty links are allowed: the site shows an icon only for a non-empty link. */
@ObjectType()
@InputType('SocialLinksInput')
export class SocialLinks {
  @Field({ defaultValue: '' }) @OptionalUrl() @MaxChars(2048) linkedin: string;
  @Field({ defaultValue: '' }) @OptionalUrl() @MaxChars(2048) facebook: string;
  @Field({ defaultValue: '' }) @OptionalUrl() @MaxChars(2048) instagram: string;
  @Field({ defaultValue: '' }) @OptionalUrl() @MaxChars(2048) twitter: string;
}

@ObjectType()
@InputType('QuickLinksInput')
export class QuickLinks {
  @Field({ defaultValue: DEFAULT_QUICK_LINKS.home }) @OptionalLink() @MaxChars(300) home: string;
  @Field({ defaultValue: DEFAULT_QUICK_LINKS.about }) @OptionalLink() @MaxChars(300) about: string;
  @Field({ defaultValue: DEFAULT_QUICK_LINKS.portfolio }) @OptionalLink() @MaxChars(300) portfolio: string;
  @Field({ defaultValue: DEFAULT_QUICK_LINKS.contact }) @OptionalLink() @MaxChars(300) contact: string;
  @Field({ defaultValue: DEFAULT_QUICK_LINKS.solutions }) @OptionalLink() @MaxChars(300) solutions: string;
}

@ObjectType({ description: 'The site footer.' })
@Entity('footer')
export class Footer extends EditedRecord {
  @Field()
  @Column({ type: 'varchar', length: 120 })
  companyName: string;

  @Field()
  @Column({ type: 'varchar', length: 40 })
  phone: string;

  @Field()
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field()
  @Column({ type: 'varchar', length: 300 })
  copyrightText: string;

  @Field(() => SocialLinks)
  @Column({ type: 'simple-json' })
  socialLinks: SocialLinks;

  @Field(() => QuickLinks)
  @Column({ type: 'simple-json' })
  quickLinks: QuickLinks;
}
