import { graphql } from '../../api/rest/gql';

/** (Named .routes.ts so that codegen reads it with the route documents.) The visit as the REST lists of leads answer it (contacts, subscriptions): codegen puts it in each document that spreads it. */
graphql(`
  fragment RestVisitFields on Visit { landingPage referrer source utmSource utmMedium utmCampaign pages secondsToSend }
`);
