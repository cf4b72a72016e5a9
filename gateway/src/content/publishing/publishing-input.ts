import {
  SEO_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH, SLUG_MAX_LENGTH, SLUG_MESSAGE, SLUG_PATTERN, type PublicationStatus,
} from '@consultancy/domain';
import { IsISO8601, Matches, MaxLength, ValidateIf } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { PublicationStatusEnum } from './publication-status';

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** What the add and update inputs of publishable content share. */
@InputType()
export abstract class PublishingInput {
  @Field(() => String, {
    nullable: true,
    description: `Its URL's last part (${SLUG_PATTERN.source}). Empty or omitted: made from the title when added, kept when updated.`,
  })
  @ValidateIf((_input, value) => given(value))
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  @MaxLength(SLUG_MAX_LENGTH, { message: SLUG_MESSAGE })
  slug?: string | null;

  @Field(() => PublicationStatusEnum, { nullable: true, description: 'Omitted: published when added, kept when updated.' })
  status?: PublicationStatus | null;

  @Field(() => String, {
    nullable: true,
    description: 'ISO 8601 date-time it appears at (a future one schedules it). Omitted or empty: now when added, kept when updated.',
  })
  @ValidateIf((_input, value) => given(value))
  @IsISO8601({ strict: true }, { message: 'publishAt must be an ISO 8601 date-time such as 2026-12-01T09:00:00Z' })
  publishAt?: string | null;

  @Field(() => String, { nullable: true, description: 'Omitted: kept (empty when added); empty: the title is used.' })
  @MaxLength(SEO_TITLE_MAX_LENGTH, { message: `seoTitle must be at most ${SEO_TITLE_MAX_LENGTH} characters` })
  seoTitle?: string | null;

  @Field(() => String, { nullable: true, description: 'Omitted: kept (empty when added); empty: the excerpt or text is used.' })
  @MaxLength(SEO_DESCRIPTION_MAX_LENGTH, { message: `seoDescription must be at most ${SEO_DESCRIPTION_MAX_LENGTH} characters` })
  seoDescription?: string | null;

  @Field(() => String, { nullable: true, description: 'The URL of one of its images. Omitted: kept; empty: its main image.' })
  socialImage?: string | null;
}
