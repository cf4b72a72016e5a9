import { COLLECTION_LABELS, MAX_PORTFOLIO_IMAGES, PORTFOLIO_CATEGORIES, PORTFOLIO_DEFAULTS } from '@consultancy/domain';
import { Field, InputType } from 'type-graphql';
import { defineCollection, imageList } from '../../content/collections/collection';
import { PublishingInput } from '../../content/publishing/publishing-input';
import { plainTextOf, sanitizeRichText } from '../../content/sanitize/rich-text';
import { AltTexts, LONG_TEXT_MAX, MaxChars, OneOf, OptionalDate, OptionalUrl, RICH_TEXT_MAX, Required, SingleLine } from '../../content/validation/rules';
import { Portfolio } from './portfolio.entity';

@InputType({ description: 'The fields of a portfolio project, as the admin form sends them.' })
export class PortfolioInput extends PublishingInput {
  @Field() @OneOf(PORTFOLIO_CATEGORIES) category: string;
  @Field() @SingleLine() @Required() @MaxChars(200) projectName: string;
  @Field({ defaultValue: '' }) @OptionalUrl() @MaxChars(2048) projectUrl: string;
  @Field({ defaultValue: '' }) @OptionalDate() projectDate: string;
  @Field({ defaultValue: '', description: 'HTML; sanitized on save.' }) @MaxChars(RICH_TEXT_MAX) description: string;
  @Field({ defaultValue: '', description: 'HTML; sanitized on save.' }) @MaxChars(RICH_TEXT_MAX) content: string;
  @Field({ defaultValue: '' }) @MaxChars(LONG_TEXT_MAX) problem: string;
  @Field({ defaultValue: '' }) @MaxChars(LONG_TEXT_MAX) solution: string;
  @Field({ defaultValue: '' }) @MaxChars(LONG_TEXT_MAX) result: string;
  @Field({ defaultValue: '' }) @MaxChars(LONG_TEXT_MAX) testimonial: string;
  @Field({ defaultValue: PORTFOLIO_DEFAULTS.services }) @SingleLine() @MaxChars(200) services: string;
  @Field({ defaultValue: PORTFOLIO_DEFAULTS.clientName }) @SingleLine() @MaxChars(200) clientName: string;
  @Field(() => [String], { nullable: true, description: 'The alt text of each image, in the final order (kept images, then new files); omitted: kept images keep theirs.' })
  @AltTexts(MAX_PORTFOLIO_IMAGES)
  imageAlts?: string[] | null;
}

export const portfolioCollection = defineCollection({
  key: 'portfolio',
  entity: Portfolio,
  input: PortfolioInput,
  label: COLLECTION_LABELS.portfolio,
  plural: 'portfolios',
  titleOf: (item) => item.projectName,
  images: imageList<Portfolio>('images', 'imagesUrl', 'imageAlts', MAX_PORTFOLIO_IMAGES),
  listing: {
    search: ['projectName', 'clientName', 'description'],
    filters: { category: { values: PORTFOLIO_CATEGORIES, description: 'Only projects of this category.' } },
  },
  toFields: (input: PortfolioInput): Partial<Portfolio> => ({
    category: input.category,
    projectName: input.projectName.trim(),
    projectUrl: input.projectUrl.trim(),
    projectDate: input.projectDate,
    description: sanitizeRichText(input.description),
    content: sanitizeRichText(input.content),
    problem: input.problem,
    solution: input.solution,
    result: input.result,
    testimonial: input.testimonial,
    services: input.services.trim() || PORTFOLIO_DEFAULTS.services,
    clientName: input.clientName.trim() || PORTFOLIO_DEFAULTS.clientName,
  }),
  publicPages: { list: '/portfolio', item: (portfolio) => `/portfolio/${portfolio.slug}` },
  cardLabelOf: (portfolio) => portfolio.category,
  publishing: { slugFrom: (portfolio) => portfolio.projectName },
  search: {
    type: 'project',
    title: (portfolio) => portfolio.projectName,
    summary: (portfolio) => plainTextOf(portfolio.description),
    // A project's tags: what was done, and in which field.
    tags: (portfolio) => `${portfolio.services}, ${portfolio.category}`,
    body: (portfolio) => [plainTextOf(portfolio.content), portfolio.problem, portfolio.solution, portfolio.result, portfolio.clientName].join(' '),
  },
});
