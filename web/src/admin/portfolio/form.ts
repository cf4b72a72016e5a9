import type { NewImage } from '../images/order';

export const PORTFOLIO_CATEGORIES = ['Web App', 'Mobile App', 'Software Development', 'Data Management'] as const;
export const DEFAULT_SERVICES = 'Web design & Web development';
export const DEFAULT_CLIENT_NAME = 'Client Name';

export interface PortfolioFormValues {
  category: string;
  projectName: string;
  projectUrl: string;
  projectDate: string;
  description: string;
  content: string;
  problem: string;
  solution: string;
  result: string;
  testimonial: string;
  services: string;
  clientName: string;
  /** Stored image URLs kept, in their new order (edit mode). */
  existingImages: string[];
  /** Files chosen in this form, in order; uploaded after the kept ones. */
  newImages: NewImage[];
}

export const emptyPortfolioForm = (): PortfolioFormValues => ({
  category: '',
  projectName: '',
  projectUrl: '',
  projectDate: '',
  description: '',
  content: '',
  problem: '',
  solution: '',
  result: '',
  testimonial: '',
  services: DEFAULT_SERVICES,
  clientName: DEFAULT_CLIENT_NAME,
  existingImages: [],
  newImages: [],
});

export interface PortfolioItem {
  _id: string;
  category: string;
  projectName: string;
  projectUrl: string;
  projectDate: string;
  description: string;
  content: string;
  problem: string;
  solution: string;
  result: string;
  testimonial: string;
  services: string;
  clientName: string;
  images_url: string[];
}

/** An item's values as the form edits them. */
export function portfolioFormFromItem(item: PortfolioItem): PortfolioFormValues {
  return {
    category: item.category,
    projectName: item.projectName,
    projectUrl: item.projectUrl ?? '',
    projectDate: item.projectDate ?? '',
    description: item.description ?? '',
    content: item.content ?? '',
    problem: item.problem ?? '',
    solution: item.solution ?? '',
    result: item.result ?? '',
    testimonial: item.testimonial ?? '',
    services: item.services || DEFAULT_SERVICES,
    clientName: item.clientName || DEFAULT_CLIENT_NAME,
    existingImages: [...(item.images_url ?? [])],
    newImages: [],
  };
}

/** The add/update mutation's variables: the fields, the kept URLs in order, the new files in order. */
export function portfolioVariables(values: PortfolioFormValues) {
  return {
    input: {
      category: values.category,
      projectName: values.projectName.trim(),
      projectUrl: values.projectUrl.trim(),
      projectDate: values.projectDate,
      description: values.description,
      content: values.content,
      problem: values.problem,
      solution: values.solution,
      result: values.result,
      testimonial: values.testimonial,
      services: values.services,
      clientName: values.clientName,
    },
    existingImages: [...values.existingImages],
    images: values.newImages.map((image) => image.file),
  };
}
