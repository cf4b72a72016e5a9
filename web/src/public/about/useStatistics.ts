import { useQuery } from '@apollo/client/react';
import { DEFAULT_STATISTICS } from '@consultancy/domain';
import { useEffect } from 'react';
import { graphql, useFragment } from '../../gql';

export const StatisticsFields = graphql(`
  fragment StatisticsFields on Statistics {
    projectsCompleted
    projectsCompletedDescription
    industriesServed
    industriesServedDescription
    clientSatisfaction
    clientSatisfactionDescription
  }
`);

export const PublicStatisticsQuery = graphql(`
  query PublicStatistics {
    statistics {
      id
      ...StatisticsFields
    }
  }
`);

/** The statistics settings (the defaults when they cannot be fetched), and whether the first answer is still awaited. */
export function useStatistics() {
  const { data, loading, error } = useQuery(PublicStatisticsQuery);
  useEffect(() => {
    if (error) console.warn('Failed to load statistics', error);
  }, [error]);
  return { statistics: useFragment(StatisticsFields, data?.statistics) ?? DEFAULT_STATISTICS, pending: loading && !data };
}
