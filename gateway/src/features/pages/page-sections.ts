import { PAGE_LIMITS, SEO_DESCRIPTION_MAX_LENGTH, SERVICE_ICONS } from '@consultancy/domain';
import { ArrayMaxSize, Matches, MaxLength, ValidateNested } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { closedList } from '../../api/schema/closed-list';
import { MaxChars, OptionalLink, OptionalUrl, Required, SingleLine } from '../../content/validation/rules';

/**
 * The sections pages are made of. Each class is both the stored shape (an object type)
 * and what an update sends (an input type of the same fields), so the two cannot drift.
 */

const ServiceIcon = closedList('ServiceIcon', SERVICE_ICONS, 'The pictograms a service may show.');

const Items = () => ArrayMaxSize(PAGE_LIMITS.items, { message: `$property: at most ${PAGE_LIMITS.items} items` });
const EachLabel = () => MaxLength(PAGE_LIMITS.label, { each: true, message: `$property: each must be at most ${PAGE_LIMITS.label} characters` });
const Nested = () => ValidateNested({ each: true });

@ObjectType()
@InputType('PageLinkInput')
export class PageLink {
  @Field() @MaxChars(PAGE_LIMITS.label) label: string;
  @Field() @OptionalLink() @MaxChars(PAGE_LIMITS.link) link: string;
}

@ObjectType({ description: 'A section\'s heading: the small line above it, its title and a paragraph.' })
@InputType('SectionIntroInput')
export class SectionIntro {
  @Field() @MaxChars(PAGE_LIMITS.label) eyebrow: string;
  @Field() @Required() @MaxChars(PAGE_LIMITS.headline) title: string;
  @Field() @MaxChars(PAGE_LIMITS.text) text: string;
}

@ObjectType({ description: 'A section of rich text (HTML, cleaned as a blog post\'s) under its heading.' })
@InputType('StorySectionInput')
export class StorySection {
  @Field() @MaxChars(PAGE_LIMITS.label) eyebrow: string;
  @Field() @Required() @MaxChars(PAGE_LIMITS.headline) title: string;
  @Field() @MaxChars(PAGE_LIMITS.richText) text: string;
}

@ObjectType({ description: 'A title with a line of text: a reason, a milestone, a step.' })
@InputType('HighlightInput')
export class Highlight {
  @Field() @Required() @MaxChars(PAGE_LIMITS.label) title: string;
  @Field() @MaxChars(PAGE_LIMITS.text) text: string;
}

@ObjectType({ description: 'The banner at the top of a page.' })
@InputType('PageHeroInput')
export class PageHero {
  @Field() @MaxChars(PAGE_LIMITS.label) eyebrow: string;
  @Field() @Required() @MaxChars(PAGE_LIMITS.headline) headline: string;
  @Field({ description: 'Words of the headline shown in the accent colour; empty: none.' }) @MaxChars(PAGE_LIMITS.headline) highlight: string;
  @Field() @MaxChars(PAGE_LIMITS.text) text: string;
  @Field(() => [PageLink], { description: 'Up to two; the first is the main one.' })
  @ArrayMaxSize(2, { message: '$property: at most 2 buttons' }) @Nested() buttons: PageLink[];
  @Field(() => [String]) @Items() @EachLabel() points: string[];
  @Field({ description: 'A stored image (/uploads/…), one of the site\'s own (/images/…), or empty.' }) @MaxChars(PAGE_LIMITS.link) image: string;
  @Field() @SingleLine() @MaxChars(PAGE_LIMITS.label) imageAlt: string;
}

@ObjectType()
@InputType('CallToActionInput')
export class CallToAction {
  @Field() @Required() @MaxChars(PAGE_LIMITS.headline) title: string;
  @Field() @MaxChars(PAGE_LIMITS.text) text: string;
  @Field(() => PageLink) @ValidateNested() button: PageLink;
}

@ObjectType({ description: 'A service: a card on the landing page and a block of /solutions.' })
@InputType('ServiceInput')
export class Service {
  @Field({ description: 'Its place on /solutions (/solutions#anchor): lowercase letters, digits and hyphens.' })
  @Matches(/^[a-z0-9-]{0,60}$/, { message: '$property must be lowercase letters, digits and hyphens (at most 60)' }) anchor: string;
  @Field() @Required() @MaxChars(PAGE_LIMITS.label) name: string;
  @Field(() => ServiceIcon) icon: string;
  @Field() @Required() @MaxChars(PAGE_LIMITS.text) summary: string;
  @Field() @MaxChars(PAGE_LIMITS.text) details: string;
  @Field(() => [String]) @Items() @EachLabel() points: string[];
  @Field() @MaxChars(PAGE_LIMITS.link) image: string;
  @Field() @SingleLine() @MaxChars(PAGE_LIMITS.label) imageAlt: string;
}

@ObjectType()
@InputType('IndustryInput')
export class Industry {
  @Field() @Required() @MaxChars(PAGE_LIMITS.label) name: string;
  @Field() @MaxChars(PAGE_LIMITS.text) text: string;
  @Field() @MaxChars(PAGE_LIMITS.link) image: string;
}

@ObjectType()
@InputType('LeaderInput')
export class Leader {
  @Field() @Required() @MaxChars(PAGE_LIMITS.label) name: string;
  @Field() @MaxChars(PAGE_LIMITS.label) role: string;
  @Field() @MaxChars(PAGE_LIMITS.text) bio: string;
  @Field() @MaxChars(PAGE_LIMITS.link) photo: string;
  @Field({ description: 'An http(s) profile (LinkedIn); empty: none.' }) @OptionalUrl() @MaxChars(PAGE_LIMITS.link) profileUrl: string;
}

@ObjectType({ description: 'The landing page\'s introduction of the company.' })
@InputType('HomeAboutInput')
export class HomeAbout extends SectionIntro {
  @Field() @MaxChars(PAGE_LIMITS.link) image: string;
  @Field() @MaxChars(PAGE_LIMITS.label) badgeTitle: string;
  @Field() @MaxChars(PAGE_LIMITS.label) badgeText: string;
  @Field(() => [Highlight]) @Items() @Nested() points: Highlight[];
  @Field(() => PageLink) @ValidateNested() button: PageLink;
  @Field(() => PageLink) @ValidateNested() moreLink: PageLink;
}

@ObjectType({ description: 'The values: a few words over the video, with a heading and a line.' })
@InputType('ValuesSectionInput')
export class ValuesSection extends SectionIntro {
  @Field(() => [String]) @Items() @EachLabel() words: string[];
}

@ObjectType({ description: 'What search results and shared links show of a page.' })
@InputType('PageMetaInput')
export class PageMeta {
  @Field({ description: 'The meta description; empty: the site\'s default description.' }) @SingleLine() @MaxChars(SEO_DESCRIPTION_MAX_LENGTH) description: string;
}

@ObjectType({ description: 'The Contact page\'s aside beside the form; its email and phone are the footer settings\'.' })
@InputType('ContactDetailsInput')
export class ContactDetails {
  @Field() @Required() @MaxChars(PAGE_LIMITS.headline) title: string;
  @Field({ description: 'When a visitor can call: days and hours.' }) @MaxChars(PAGE_LIMITS.text) hours: string;
  @Field({ description: 'How soon a message is answered.' }) @MaxChars(PAGE_LIMITS.label) responseTime: string;
}
