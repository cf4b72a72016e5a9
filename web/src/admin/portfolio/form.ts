import { PORTFOLIO_DEFAULTS, type PublicationStatus } from '@consultancy/domain';
import { isoDateTime, localDateTime } from '../content-list/PublicationFields';
import { emptySeo, seoFromItem, seoInput, type SeoValues } from '../content-list/seo-values';
import type { AdminPortfolioItemFragment, PortfolioInput } from '../gql/graphql';
import { altsInOrder, altTextsOf, shownImages, type ImageFields } from '../images/order';
import type { PreviewItems } from '../preview/public-previews';

export type PortfolioItem = AdminPortfolioItemFragment;

/** Every field of the input, as the form edits it (category '' until chosen), and the images. */
export type PortfolioFormValues = Omit<Required<PortfolioInput>, 'imageAlts' | 'slug' | 'status' | 'publishAt' | 'seoTitle' | 'seoDescription' | 'socialImage'>
  & { slug: string; status: PublicationStatus; publishAt: string } & SeoValues & ImageFields;

export const emptyPortfolioForm = (): PortfolioFormValues => ({
  category: '',
  projectName: '',
  slug: '',
  status: 'published',
  publishAt: '',
  ...emptySeo,
  projectUrl: '',
  projectDate: '',
  description: '',
  content: '',
  problem: '',
  solution: '',
  result: '',
  testimonial: '',
  services: PORTFOLIO_DEFAULTS.services,
  clientName: PORTFOLIO_DEFAULTS.clientName,
  existingImages: [],
  newImages: [],
  altTexts: {},
});

/** An item's values as the form edits them. */
export function portfolioFormFromItem(item: PortfolioItem): PortfolioFormValues {
  return {
    category: item.category,
    projectName: item.projectName,
    slug: item.slug,
    status: item.status,
    publishAt: localDateTime(item.publishAt),
    ...seoFromItem(item),
    projectUrl: item.projectUrl ?? '',
    projectDate: item.projectDate ?? '',
    description: item.description ?? '',
    content: item.content ?? '',
    problem: item.problem ?? '',
    solution: item.solution ?? '',
    result: item.result ?? '',
    testimonial: item.testimonial ?? '',
    services: item.services || PORTFOLIO_DEFAULTS.services,
    clientName: item.clientName || PORTFOLIO_DEFAULTS.clientName,
    existingImages: [...(item.imageUrls ?? [])],
    newImages: [],
    altTexts: altTextsOf(item.imageUrls ?? [], item.imageAlts ?? []),
  };
}

/** The add/update mutation's variables: the fields, the kept URLs in order, the new files in order. */
export function portfolioVariables(values: PortfolioFormValues) {
  const { existingImages, newImages, altTexts: _altTexts, ...fields } = values;
  // An empty slug: the server makes one from the name (new project) or keeps the current one.
  const input: PortfolioInput = { ...fields, projectName: fields.projectName.trim(), projectUrl: fields.projectUrl.trim(), slug: fields.slug.trim() || null, publishAt: isoDateTime(fields.publishAt), ...seoInput(fields), imageAlts: altsInOrder(values) };
  return { input, existingImages: [...existingImages], images: newImages.map((image) => image.file) };
}

/**
 * The project as the public page would show it with the form's values (the preview): the
 * images as chosen (new ones by their object URLs, without copies), today's date where the
 * project has none yet. Draft and scheduled projects show the same.
 */
export function portfolioPreview(values: PortfolioFormValues, stored: PortfolioItem | null): PreviewItems['portfolio'] {
  const { urls, alts } = shownImages(values);
  const now = new Date().toISOString();
  return {
    id: stored?.id ?? 'preview',
    slug: values.slug.trim() || stored?.slug || '',
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
    imageUrls: urls,
    imageAlts: alts,
    responsiveImages: [],
    ...seoInput(values),
    socialImage: values.socialImage || null,
    createdAt: stored?.createdAt ?? now,
    updatedAt: now,
  };
}
