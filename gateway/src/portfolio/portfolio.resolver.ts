import { defineCollection } from '../content/collection';
import { createCollectionResolver } from '../content/collection-resolver';
import { sanitizeRichText } from '../sanitize/rich-text';
import { DEFAULT_CLIENT_NAME, DEFAULT_SERVICES, Portfolio } from './portfolio.entity';
import { PortfolioInput } from './portfolio.input';

export const MAX_PORTFOLIO_IMAGES = 20;

export const portfolioCollection = defineCollection({
  entity: Portfolio,
  input: PortfolioInput,
  label: 'Portfolio',
  names: { list: 'portfolios', item: 'portfolio', add: 'addPortfolio', update: 'updatePortfolio', delete: 'deletePortfolio' },
  images: {
    arg: 'images',
    multiple: true,
    max: MAX_PORTFOLIO_IMAGES,
    read: (portfolio) => portfolio.imagesUrl ?? [],
    write: (portfolio, urls) => { portfolio.imagesUrl = urls; },
  },
  toFields: (input: PortfolioInput): Partial<Portfolio> => ({
    category: input.category,
    projectName: input.projectName.trim(),
    projectUrl: input.projectUrl.trim(),
    projectDate: input.projectDate,
    description: sanitizeRichText(input.description),
    content: sanitizeRichText(input.content),
    problem: input.problem,
    solution: input.solution,
    result: input.result,
    testimonial: input.testimonial,
    services: input.services.trim() || DEFAULT_SERVICES,
    clientName: input.clientName.trim() || DEFAULT_CLIENT_NAME,
  }),
});

export const PortfolioResolver = createCollectionResolver(portfolioCollection);
