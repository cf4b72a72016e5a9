/** The six statistics (see docs/data.md), their labels and defaults. */
export const STATISTICS_FIELDS = [
  { name: 'projectsCompleted', label: 'Projects Completed', multiline: false },
  { name: 'projectsCompletedDescription', label: 'Projects Completed Description', multiline: true },
  { name: 'industriesServed', label: 'Industries Served', multiline: false },
  { name: 'industriesServedDescription', label: 'Industries Served Description', multiline: true },
  { name: 'clientSatisfaction', label: 'Client Satisfaction', multiline: false },
  { name: 'clientSatisfactionDescription', label: 'Client Satisfaction Description', multiline: true },
] as const;

export type StatisticsName = (typeof STATISTICS_FIELDS)[number]['name'];
export type StatisticsValues = Record<StatisticsName, string>;

export const DEFAULT_STATISTICS: StatisticsValues = {
  projectsCompleted: '10+',
  projectsCompletedDescription: 'Delivered across web, software, and app development.',
  industriesServed: '5+',
  industriesServedDescription: 'From startups to non-profits.',
  clientSatisfaction: '100%',
  clientSatisfactionDescription: 'Trusted as a long-term tech partner.',
};

/** Only the six fields (drops _id, dates, __typename), trimmed to text. */
export function pickStatistics(source: Partial<Record<string, unknown>> | null | undefined): StatisticsValues {
  const values = { ...DEFAULT_STATISTICS };
  for (const { name } of STATISTICS_FIELDS) {
    const value = source?.[name];
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** Names of the fields left blank (all six are required). */
export function missingStatistics(values: StatisticsValues): StatisticsName[] {
  return STATISTICS_FIELDS.filter(({ name }) => !values[name].trim()).map(({ name }) => name);
}
