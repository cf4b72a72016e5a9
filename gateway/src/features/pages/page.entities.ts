import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { uncleanRichText } from '../../content/sanitize/rich-text';
import { CheckedOnRestore } from '../../infra/backup/restore-check';
import { EditedRecord } from '../../infra/database/record';
import { CallToAction, ContactDetails, Highlight, HomeAbout, Industry, Leader, PageHero, PageMeta, SectionIntro, Service, StorySection, ValuesSection } from './page-sections';

/** Each page is one row of its own table; each section one JSON column. */

@ObjectType({ description: 'The landing page (/): its hero and the texts around the services, industries and company.' })
@Entity('home_page')
export class HomePage extends EditedRecord {
  @Field(() => PageHero) @Column({ type: 'simple-json' }) hero: PageHero;
  @Field(() => SectionIntro) @Column({ type: 'simple-json' }) servicesIntro: SectionIntro;
  @Field(() => CallToAction) @Column({ type: 'simple-json' }) servicesCallToAction: CallToAction;
  @Field(() => SectionIntro) @Column({ type: 'simple-json' }) industriesIntro: SectionIntro;
  @Field(() => [Industry]) @Column({ type: 'simple-json' }) industries: Industry[];
  @Field(() => HomeAbout) @Column({ type: 'simple-json' }) about: HomeAbout;
}

@ObjectType({ description: 'The Solutions page (/solutions); its services are also the landing page\'s cards and the footer\'s list.' })
@Entity('solutions_page')
export class SolutionsPage extends EditedRecord {
  @Field(() => PageHero) @Column({ type: 'simple-json' }) hero: PageHero;
  @Field(() => [Service]) @Column({ type: 'simple-json' }) services: Service[];
  @Field(() => CallToAction) @Column({ type: 'simple-json' }) callToAction: CallToAction;
}

@ObjectType({ description: 'The About page (/about); its numbers are the statistics settings.' })
@Entity('about_page')
export class AboutPage extends EditedRecord {
  @Field(() => PageHero) @Column({ type: 'simple-json' }) hero: PageHero;
  @Field(() => StorySection) @Column({ type: 'simple-json' }) @CheckedOnRestore((story: StorySection) => uncleanRichText(story.text)) story: StorySection;
  @Field(() => [Highlight]) @Column({ type: 'simple-json' }) milestones: Highlight[];
  @Field(() => [Leader]) @Column({ type: 'simple-json' }) leaders: Leader[];
  // `values` is a word SQL keeps for itself.
  @Field(() => ValuesSection) @Column({ type: 'simple-json', name: 'valuesSection' }) values: ValuesSection;
}

// Not `ContactPage`: that name is a page of the contact messages (the Messages screen's list).
@ObjectType({ description: 'The Contact page (/contact): its texts around the form; the email and phone are the footer settings\'.' })
@Entity('contact_page')
export class ContactPageDocument extends EditedRecord {
  @Field(() => PageMeta) @Column({ type: 'simple-json' }) meta: PageMeta;
  @Field(() => PageHero) @Column({ type: 'simple-json' }) hero: PageHero;
  @Field(() => ContactDetails) @Column({ type: 'simple-json' }) details: ContactDetails;
  @Field(() => [Highlight]) @Column({ type: 'simple-json' }) steps: Highlight[];
}
