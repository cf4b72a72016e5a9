import { graphql } from '../gql';

// The dashboard reads only what it shows of each collection: its own selections, not the managers' fragments.
export const DashboardPortfoliosQuery = graphql(`
  query AdminDashboardPortfolios {
    portfolios { _id projectName category views createdAt }
  }
`);
export const DashboardBlogsQuery = graphql(`
  query AdminDashboardBlogs {
    blogs { _id title views createdAt }
  }
`);
export const DashboardTestimonialsQuery = graphql(`
  query AdminDashboardTestimonials {
    testimonials { _id userName views createdAt }
  }
`);
export const DashboardAnalyticsQuery = graphql(`
  query AdminDashboardAnalytics {
    analyticsStats { liveVisitors views { total } }
  }
`);
