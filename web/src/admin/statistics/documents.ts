import { graphql } from '../gql';

/** The statistics as read and as answered after a save. */
export const StatisticsFieldsFragment = graphql(`
  fragment AdminStatisticsFields on Statistics {
    id
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
  mutation AdminUpdateStatistics($input: StatisticsInput!) {
    updateStatistics(input: $input) {
      ...AdminStatisticsFields
    }
  }
`);
