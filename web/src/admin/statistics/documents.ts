import { graphql } from '../gql';

/** The statistics as read and as answered after a save. */
export const StatisticsFieldsFragment = graphql(`
  fragment AdminStatisticsFields on Statistics {
    id
    version
    projectsCompleted
    projectsCompletedDescription
    industriesServed
    industriesServedDescription
    clientSatisfaction
    clientSatisfactionDescription
  }
`);

export const StatisticsQuery = graphql(`
  query AdminStatistics {
    statistics {
      ...AdminStatisticsFields
    }
  }
`);

export const UpdateStatisticsMutation = graphql(`
  mutation AdminUpdateStatistics($input: StatisticsInput!, $version: Int) {
    updateStatistics(input: $input, version: $version) {
      ...AdminStatisticsFields
    }
  }
`);
