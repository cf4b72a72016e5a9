import { DashboardPortfoliosQuery, PortfolioManagement, WorkIcon } from '../admin/screens';
import { ProjectArticle } from '../public/portfolio/PortfolioDetailPage';
import type { CollectionAdmin } from './admin-collections';

/** The portfolio's admin half (its entry is in app/collections.tsx). */
const portfolioAdmin: CollectionAdmin<'portfolio', { projectName: string; category: string }> = {
  screen: PortfolioManagement,
  icon: WorkIcon,
  preview: (project) => <ProjectArticle project={project} />,
  dashboard: {
    order: 1,
    label: 'Total Portfolios',
    tone: '#1d4ed8',
    recent: 3,
    query: DashboardPortfoliosQuery,
    // A project without a name is shown by its category.
    title: (project) => project.projectName || project.category,
    colors: { bg: '#dbeafe', fg: '#1e40af' },
    quickAction: { label: 'Add Portfolio', variant: 'contained' },
  },
};
export default portfolioAdmin;
