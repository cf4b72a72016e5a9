import { graphql } from '../gql';

export const DashboardPortfoliosQuery = graphql(`
  query AdminDashboardPortfolios {
    portfolios { ...AdminPortfolioItem }
  }
`);
export const DashboardBlogsQuery = graphql(`
  query AdminDashboardBlogs {
    blogs { ...AdminBlogItem }
  }
`);
export const DashboardTestimonialsQuery = graphql(`
  query AdminDashboardTestimonials {
    testimonials { ...AdminTestimonialItem }
  }
`);
export const DashboardAnalyticsQuery = graphql(`
  query AdminDashboardAnalytics {
    analyticsStats { liveVisitors views { total } }
  }
`);
