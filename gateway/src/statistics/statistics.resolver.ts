import { Field, InputType } from 'type-graphql';
import { MaxChars, Required } from '../validation/rules';
import { createSettingsResolver, type SettingsConfig } from '../settings/settings';
import { DEFAULT_STATISTICS, Statistics } from './statistics.entity';

@InputType({ description: 'All six figures are required.' })
export class StatisticsInput {
  @Field() @Required() @MaxChars(40) projectsCompleted: string;
  @Field() @Required() @MaxChars(300) projectsCompletedDescription: string;
  @Field() @Required() @MaxChars(40) industriesServed: string;
  @Field() @Required() @MaxChars(300) industriesServedDescription: string;
  @Field() @Required() @MaxChars(40) clientSatisfaction: string;
  @Field() @Required() @MaxChars(300) clientSatisfactionDescription: string;
}

export const statisticsSettings: SettingsConfig<Statistics, StatisticsInput> = {
  entity: Statistics,
  input: StatisticsInput,
  label: 'Statistics',
  names: { query: 'statistics', update: 'updateStatistics' },
  defaults: DEFAULT_STATISTICS,
  toFields: (input) => Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value).trim()])),
};

export const StatisticsResolver = createSettingsResolver(statisticsSettings);
