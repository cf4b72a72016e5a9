import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { FocalPoint } from '../../content/images/image-details';
import { EditedRecord } from '../../infra/database/record';
import { keyFromUploadUrl, parseOriginalKey, uploadUrl, variantsOf } from '../../infra/storage/image-variants';

@ObjectType({ description: 'Where a library image is used: an item of a collection, or a settings record.' })
export class MediaUse {
  @Field({ description: 'The collection’s key (portfolio, testimonial, blog) or the settings type’s (siteSettings, …).' })
  collection: string;

  @Field({ description: 'The item’s id; a settings record’s is `site`.' })
  id: string;

  @Field({ description: 'What the panel calls it: the item’s title, the settings’ label; “(in the trash)” or “(an earlier version)” when only those hold it.' })
  title: string;
}

@ObjectType({ description: 'The administrator who uploaded an image (as they were then).' })
export class MediaUploader {
  @Field(() => String, { nullable: true }) id: string | null;
  @Field() email: string;
}

/**
 * One stored original image in the media library (table `media`). Its row follows the file:
 * written when the file is stored (ImageStore.listen, media-catalogue.ts), removed with it.
 */
@ObjectType('Media', { description: 'A stored image in the media library, with where it is used.' })
@Entity('media')
export class Media extends EditedRecord {
  @Field({ description: 'The original’s site path, /uploads/…: what items and settings name.' })
  @Column({ type: 'varchar', length: 255, unique: true })
  url: string;

  @Field({ description: 'The file name it was uploaded with (the stored key for images older than the library).' })
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Field(() => Int, { description: 'Bytes of the stored original.' })
  @Column({ type: 'int' })
  size: number;

  @Field(() => Int, { nullable: true, description: 'Pixels, upright; null for images stored before sizes were recorded.' })
  @Column({ type: 'int', nullable: true })
  width: number | null;

  @Field(() => Int, { nullable: true })
  @Column({ type: 'int', nullable: true })
  height: number | null;

  @Field({ description: 'Used wherever the image is placed without an alt text of its own; empty for none.' })
  @Column({ type: 'varchar', length: 250, default: '' })
  alt: string;

  @Column({ type: 'double', default: 0.5 })
  focalX: number;

  @Column({ type: 'double', default: 0.5 })
  focalY: number;

  @Column({ type: 'varchar', length: 36, nullable: true })
  uploadedById: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  uploadedByEmail: string | null;

  @Field({ description: 'Uploaded on the Media screen: it stays in the library, used or not, until deleted there. An image uploaded with an item goes when nothing uses it any more.' })
  @Column({ type: 'boolean', default: false })
  keptInLibrary: boolean;

  /** Filled by the library when it answers (media-uses.ts); not a column. */
  @Field(() => [MediaUse], { description: 'Every item and settings record that uses it; empty when unused.' })
  uses: MediaUse[];

  @Field(() => FocalPoint, { description: 'The point crops keep in view; the centre by default.' })
  get focalPoint(): FocalPoint {
    return { x: Number(this.focalX), y: Number(this.focalY) };
  }

  @Field(() => MediaUploader, { nullable: true, description: 'Who uploaded it; null for images from before the library or from the demo content.' })
  get uploadedBy(): MediaUploader | null {
    return this.uploadedByEmail ? { id: this.uploadedById, email: this.uploadedByEmail } : null;
  }

  @Field({ description: 'A small copy for a thumbnail (its narrowest WebP copy), or the original when it has none.' })
  get thumbnailUrl(): string {
    const key = keyFromUploadUrl(this.url);
    const sized = key ? parseOriginalKey(key) : null;
    const smallest = sized ? variantsOf(sized).find((variant) => variant.format === 'webp') : undefined;
    return smallest ? uploadUrl(smallest.key) : this.url;
  }
}
