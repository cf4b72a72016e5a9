/** The categories a project belongs to, as the API and the site spell them. */
export const PORTFOLIO_CATEGORIES = ['Web App', 'Mobile App', 'Software Development', 'Data Management'] as const;
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

/** What a project shows when its services or client name are left empty. */
export const PORTFOLIO_DEFAULTS = {
  services: 'Web design & Web development',
  clientName: 'Client Name',
} as const;

/** Projects per page of the public portfolio list. */
export const PORTFOLIO_PAGE_SIZE = 6;

/** Images one project may hold. */
export const MAX_PORTFOLIO_IMAGES = 20;
