import { Field, InputType } from 'type-graphql';
import {
  LONG_TEXT_MAX, MaxChars, OneOf, OptionalDate, OptionalUrl, RICH_TEXT_MAX, Required,
} from '../validation/rules';
import { DEFAULT_CLIENT_NAME, DEFAULT_SERVICES, PORTFOLIO_CATEGORIES } from './portfolio.entity';

@InputType({ description: 'The fields of a portfolio project, as the admin form sends them.' })
export class PortfolioInput {
  @Field() @OneOf(PORTFOLIO_CATEGORIES) category: string;
  @Field() @Required() @MaxChars(200) projectName: string;
  @Field({ defaultValue: '' }) @OptionalUrl() @MaxChars(2048) projectUrl: string;
  @Field({ defaultValue: '' }) @OptionalDate() projectDate: string;
  @Field({ defaultValue: '', description: 'HTML; sanitized on save.' }) @MaxChars(RICH_TEXT_MAX) description: string;
  @Field({ defaultValue: '', description: 'HTML; sanitized on save.' }) @MaxChars(RICH_TEXT_MAX) content: string;
  @Field({ defaultValue: '' }) @MaxChars(LONG_TEXT_MAX) problem: string;
  @Field({ defaultValue: '' }) @MaxChars(LONG_TEXT_MAX) solution: string;
  @Field({ defaultValue: '' }) @MaxChars(LONG_TEXT_MAX) result: string;
  @Field({ defaultValue: '' }) @MaxChars(LONG_TEXT_MAX) testimonial: string;
  @Field({ defaultValue: DEFAULT_SERVICES }) @MaxChars(200) services: string;
  @Field({ defaultValue: DEFAULT_CLIENT_NAME }) @MaxChars(200) clientName: string;
}
