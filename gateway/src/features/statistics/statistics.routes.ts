import { settingsRoutes } from '../../content/settings/settings-routes';
import { graphql } from '../../api/rest/gql';
import { statisticsSettings } from './statistics.settings';

graphql(`
  fragment RestStatisticsFields on Statistics {
    id createdAt updatedAt version projectsCompleted projectsCompletedDescription industriesServed industriesServedDescription
    clientSatisfaction clientSatisfactionDescription
  }
`);

/** /api/statistics/get and /update. */
export const statisticsRoutes = settingsRoutes(statisticsSettings, {
  read: graphql(`query RestStatistics { statistics { ...RestStatisticsFields } }`),
  update: graphql(`mutation RestUpdateStatistics($input: StatisticsInput!, $version: Int) { updateStatistics(input: $input, version: $version) { ...RestStatisticsFields } }`),
});
