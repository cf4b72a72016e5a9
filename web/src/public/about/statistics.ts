/** The figures of 'This is Us In Numbers' when the statistics cannot be fetched (the gateway's defaults). */
export const DEFAULT_STATISTICS = {
  projectsCompleted: '10+',
  projectsCompletedDescription: 'Delivered across web, software, and app development.',
  industriesServed: '5+',
  industriesServedDescription: 'From startups to non-profits.',
  clientSatisfaction: '100%',
  clientSatisfactionDescription: 'Trusted as a long-term tech partner.',
};

export type StatisticsValues = typeof DEFAULT_STATISTICS;

/** The three figures with their labels, in display order. */
export function statisticItems(statistics: StatisticsValues) {
  return [
    { label: 'Projects Completed', value: statistics.projectsCompleted, description: statistics.projectsCompletedDescription },
    { label: 'Industries Served', value: statistics.industriesServed, description: statistics.industriesServedDescription },
    { label: 'Client Satisfaction', value: statistics.clientSatisfaction, description: statistics.clientSatisfactionDescription },
  ];
}
