import { ArrayMaxSize, IsInt, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Column } from 'typeorm';
import { trafficSource, VISIT_LIMITS } from '@consultancy/domain';
import { MaxChars, SingleLine } from '../validation/rules';

/** A visit is at most a month old when its form is sent: a longer one is a tab left open, counted as a month. */
const LONGEST_VISIT_SECONDS = 30 * 24 * 3600;

/**
 * The visit a lead came from (lead attribution), stored with a contact message
 * or a subscription as columns prefixed `visit` (an embedded entity) and read
 * by the analytics' conversions. Empty strings when no visit is known: a form
 * sent without JavaScript, or before visits were kept.
 */
@ObjectType({ description: 'The visit a message or subscription came from: where the visitor landed, from where, and what they read before sending.' })
export class Visit {
  @Field({ description: 'The first page of the visit (a path).' })
  @Column({ type: 'varchar', length: VISIT_LIMITS.path, default: '' })
  landingPage: string;

  @Field({ description: "The page that linked to the landing page (origin and path, no query string); '' when none did." })
  @Column({ type: 'varchar', length: VISIT_LIMITS.referrer, default: '' })
  referrer: string;

  @Field({ description: "Where the visit came from: the campaign's utm_source, else the referring domain, else 'direct'." })
  @Column({ type: 'varchar', length: VISIT_LIMITS.tag, default: '' })
  source: string;

  @Field() @Column({ type: 'varchar', length: VISIT_LIMITS.tag, default: '' }) utmSource: string;
  @Field() @Column({ type: 'varchar', length: VISIT_LIMITS.tag, default: '' }) utmMedium: string;
  @Field() @Column({ type: 'varchar', length: VISIT_LIMITS.tag, default: '' }) utmCampaign: string;

  @Field(() => [String], { description: 'The pages viewed before sending, landing page first.' })
  @Column({ type: 'simple-json', nullable: true })
  pages: string[] | null;

  @Field(() => Int, { nullable: true, description: 'Seconds from landing to sending.' })
  @Column({ type: 'int', nullable: true })
  secondsToSend: number | null;
}

/** A visit as the public forms send it: the tab's visit from sessionStorage. */
@InputType({ description: 'The visit a form is sent from, as the browser kept it for the tab.' })
export class VisitInput {
  @Field() @SingleLine() @MaxChars(VISIT_LIMITS.path) landingPage: string;
  @Field({ defaultValue: '' }) @SingleLine() @MaxChars(VISIT_LIMITS.referrer) referrer: string;
  @Field({ defaultValue: '' }) @SingleLine() @MaxChars(VISIT_LIMITS.tag) utmSource: string;
  @Field({ defaultValue: '' }) @SingleLine() @MaxChars(VISIT_LIMITS.tag) utmMedium: string;
  @Field({ defaultValue: '' }) @SingleLine() @MaxChars(VISIT_LIMITS.tag) utmCampaign: string;

  @Field(() => [String], { defaultValue: [] })
  @ArrayMaxSize(VISIT_LIMITS.pages, { message: `pages holds at most ${VISIT_LIMITS.pages} paths` })
  @MaxLength(VISIT_LIMITS.path, { each: true, message: `each page is a path of at most ${VISIT_LIMITS.path} characters` })
  pages: string[];

  @Field(() => Int, { description: 'Seconds from landing to sending, by the browser\'s own clock.' })
  @IsInt() @Min(0, { message: 'secondsSinceLanding must be 0 or more' }) @Max(Number.MAX_SAFE_INTEGER)
  secondsSinceLanding: number;
}

/** What is stored for a form sent with `input` (an empty visit without one); a link from the site's own host is no source. */
export function visitToStore(input: VisitInput | null | undefined, ownHost: string): Visit {
  const visit = new Visit();
  const landingPage = input?.landingPage.trim() ?? '';
  if (!input || !landingPage) return Object.assign(visit, { landingPage: '', referrer: '', source: '', utmSource: '', utmMedium: '', utmCampaign: '', pages: null, secondsToSend: null });
  return Object.assign(visit, {
    landingPage,
    referrer: input.referrer.trim(),
    source: trafficSource(input.referrer, input.utmSource, ownHost),
    utmSource: input.utmSource.trim(), utmMedium: input.utmMedium.trim(), utmCampaign: input.utmCampaign.trim(),
    pages: input.pages.length ? input.pages : [landingPage],
    secondsToSend: Math.min(input.secondsSinceLanding, LONGEST_VISIT_SECONDS),
  });
}

/** A stored visit, or null when none was known (the field answers null rather than empty strings). */
export const knownVisit = (visit: Visit | undefined): Visit | null => (visit?.landingPage ? visit : null);
