import { graphql } from '../../gql';

export const AnalyticsSummaryQuery = graphql(`
  query AdminAnalyticsSummary($days: Int!) {
    analyticsSummary(days: $days) {
      views
      visitors
      series { date views visitors }
      pages { path views visitors }
      sources { source visitors }
      campaigns { source medium campaign visitors }
      devices { type visitors }
      conversions { source contacts subscriptions }
      landingPages { path visitors contacts subscriptions }
    }
  }
`);
