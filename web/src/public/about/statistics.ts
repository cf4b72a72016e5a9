import type { StatisticsValues } from '@consultancy/domain';

/** The three figures of 'This is Us In Numbers' with their labels, in display order. */
export function statisticItems(statistics: StatisticsValues) {
  return [
    { label: 'Projects Completed', value: statistics.projectsCompleted, description: statistics.projectsCompletedDescription },
    { label: 'Industries Served', value: statistics.industriesServed, description: statistics.industriesServedDescription },
    { label: 'Client Satisfaction', value: statistics.clientSatisfaction, description: statistics.clientSatisfactionDescription },
  ];
}
