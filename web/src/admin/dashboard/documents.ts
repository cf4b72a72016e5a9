import { graphql } from '../gql';

// The dashboard reads only what it shows of each collection: its total and its newest few items
// (its own selections, not the managers' fragments), never a whole list.
export const DashboardPortfoliosQuery = graphql(`
  query AdminDashboardPortfolios($limit: Int!) {
    portfolios(limit: $limit) { total items { id projectName category views createdAt } }
  }
`);
export const DashboardBlogsQuery = graphql(`
  query AdminDashboardBlogs($limit: Int!) {
    blogs(limit: $limit) { total items { id title views createdAt } }
  }
`);
export const DashboardTestimonialsQuery = graphql(`
  query AdminDashboardTestimonials($limit: Int!) {
    testimonials(limit: $limit) { total items { id userName views createdAt } }
  }
`);
export const DashboardAnalyticsQuery = graphql(`
  query AdminDashboardAnalytics {
    analyticsStats { liveVisitors views { total } }
  }
`);

/** The inbox's figures (owners only): open leads and the median time to a first reply this month. */
export const InboxFiguresQuery = graphql(`
  query AdminInboxFigures {
    inboxFigures { openLeads repliedThisMonth medianFirstReplyMinutes }
  }
`);
