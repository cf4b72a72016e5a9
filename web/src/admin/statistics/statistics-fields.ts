import { DEFAULT_STATISTICS, type StatisticsValues } from '@consultancy/domain';
import type { AdminStatisticsFieldsFragment } from '../gql/graphql';
import { requiredErrors } from '../settings-form/useSettingsForm';

export type { StatisticsValues };
export type StatisticsName = keyof StatisticsValues;

/** The three figures of 'This is Us In Numbers' (see docs/data.md), each with its description. */
export const STATISTICS_FIGURES = [
  { value: 'projectsCompleted', description: 'projectsCompletedDescription', label: 'Projects Completed' },
  { value: 'industriesServed', description: 'industriesServedDescription', label: 'Industries Served' },
  { value: 'clientSatisfaction', description: 'clientSatisfactionDescription', label: 'Client Satisfaction' },
] as const satisfies ReadonlyArray<{ value: StatisticsName; description: StatisticsName; label: string }>;

/** The form's six inputs, in order: each figure, then its description. */
export const STATISTICS_FIELDS = STATISTICS_FIGURES.flatMap(({ value, description, label }) => [
  { name: value, label, multiline: false },
  { name: description, label: `${label} Description`, multiline: true },
]);

/** The six figures of what the API answered (drops id and __typename). */
export function pickStatistics(source: AdminStatisticsFieldsFragment): StatisticsValues {
  const values: StatisticsValues = { ...DEFAULT_STATISTICS };
  for (const { name } of STATISTICS_FIELDS) values[name] = source[name];
  return values;
}

/** All six are required. */
export const validateStatistics = (values: StatisticsValues) => requiredErrors(values, STATISTICS_FIELDS, (label) => `${label} is required`);
