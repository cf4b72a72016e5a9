import { IsOptional, ValidateNested } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { CallToAction, ContactDetails, Highlight, HomeAbout, Industry, Leader, PageHero, PageMeta, SectionIntro, Service, StorySection, ValuesSection } from './page-sections';
import { PAGE_LIMITS } from '@consultancy/domain';
import { ArrayMaxSize } from 'class-validator';

/**
 * What a page's update sends: any of its sections. A section left out keeps what is
 * stored; one sent replaces it whole (a list: in the order sent).
 */

const Section = () => (target: object, key: string | symbol) => {
  IsOptional()(target, key);
  ValidateNested({ each: true })(target, key);
};
const List = () => (target: object, key: string | symbol) => {
  Section()(target, key);
  ArrayMaxSize(PAGE_LIMITS.items, { message: `$property: at most ${PAGE_LIMITS.items} items` })(target, key);
};
const optional = { nullable: true };

@InputType({ description: 'The landing page\'s sections; those left out are kept.' })
export class HomePageInput {
  @Field(() => PageHero, optional) @Section() hero?: PageHero;
  @Field(() => SectionIntro, optional) @Section() servicesIntro?: SectionIntro;
  @Field(() => CallToAction, optional) @Section() servicesCallToAction?: CallToAction;
  @Field(() => SectionIntro, optional) @Section() industriesIntro?: SectionIntro;
  @Field(() => [Industry], optional) @List() industries?: Industry[];
  @Field(() => HomeAbout, optional) @Section() about?: HomeAbout;
}

@InputType({ description: 'The Solutions page\'s sections; those left out are kept.' })
export class SolutionsPageInput {
  @Field(() => PageHero, optional) @Section() hero?: PageHero;
  @Field(() => [Service], optional) @List() services?: Service[];
  @Field(() => CallToAction, optional) @Section() callToAction?: CallToAction;
}

@InputType({ description: 'The About page\'s sections; those left out are kept.' })
export class AboutPageInput {
  @Field(() => PageHero, optional) @Section() hero?: PageHero;
  @Field(() => StorySection, optional) @Section() story?: StorySection;
  @Field(() => [Highlight], optional) @List() milestones?: Highlight[];
  @Field(() => [Leader], optional) @List() leaders?: Leader[];
  @Field(() => ValuesSection, optional) @Section() values?: ValuesSection;
}

@InputType({ description: 'The Contact page\'s sections; those left out are kept.' })
export class ContactPageInput {
  @Field(() => PageMeta, optional) @Section() meta?: PageMeta;
  @Field(() => PageHero, optional) @Section() hero?: PageHero;
  @Field(() => ContactDetails, optional) @Section() details?: ContactDetails;
  @Field(() => [Highlight], optional) @List() steps?: Highlight[];
}
