import { settingsRoutes } from '../../content/settings/settings-routes';
import { graphql } from '../../server/rest/gql';
import { statisticsSettings } from './statistics.settings';

graphql(`
  fragment RestStatisticsFields on Statistics {
    id createdAt updatedAt projectsCompleted projectsCompletedDescription industriesServed industriesServedDescription
    clientSatisfaction clientSatisfactionDescription
  }
`);

/** /api/statistics/get and /update. */
export const statisticsRoutes = settingsRoutes(statisticsSettings, {
  read: graphql(`query RestStatistics { statistics { ...RestStatisticsFields } }`),
  update: graphql(`mutation RestUpdateStatistics($input: StatisticsInput!) { updateStatistics(input: $input) { ...RestStatisticsFields } }`),
});
