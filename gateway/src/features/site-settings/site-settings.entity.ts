import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { EditedRecord } from '../../infra/database/record';

@ObjectType({ description: 'Site-wide defaults: the name after every page title, and the description and images of pages that have none.' })
@Entity('site_settings')
export class SiteSettings extends EditedRecord {
  @Field({ description: 'After every page title, in link previews and feeds.' })
  @Column({ type: 'varchar', length: 120 })
  siteName: string;

  @Field({ description: 'The meta description of pages without one of their own.' })
  @Column({ type: 'varchar', length: 300 })
  defaultDescription: string;

  @Field({ description: 'A stored image (/uploads/…) for link previews of pages without an image; empty: none.' })
  @Column({ type: 'varchar', length: 2048, default: '' })
  defaultSocialImage: string;

  @Field({ description: "A stored image (/uploads/…) as the Organization's logo in JSON-LD; empty: the site's icon." })
  @Column({ type: 'varchar', length: 2048, default: '' })
  organizationLogo: string;
}
