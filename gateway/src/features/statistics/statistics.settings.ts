import { DEFAULT_STATISTICS } from '@consultancy/domain';
import { Field, InputType } from 'type-graphql';
import { MaxChars, Required } from '../../content/validation/rules';
import { defineSettings, trimmedText } from '../../content/settings/settings';
import { Statistics } from './statistics.entity';

@InputType({ description: 'All six figures are required.' })
export class StatisticsInput {
  @Field() @Required() @MaxChars(40) projectsCompleted: string;
  @Field() @Required() @MaxChars(300) projectsCompletedDescription: string;
  @Field() @Required() @MaxChars(40) industriesServed: string;
  @Field() @Required() @MaxChars(300) industriesServedDescription: string;
  @Field() @Required() @MaxChars(40) clientSatisfaction: string;
  @Field() @Required() @MaxChars(300) clientSatisfactionDescription: string;
}

export const statisticsSettings = defineSettings<Statistics, StatisticsInput>({
  key: 'statistics',
  entity: Statistics,
  input: StatisticsInput,
  label: 'Statistics',
  defaults: DEFAULT_STATISTICS,
  toFields: (input) => trimmedText(input),
});
