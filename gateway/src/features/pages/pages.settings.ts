import { DEFAULT_HOME_PAGE, shippedPageImages } from '@consultancy/domain';
import { DEFAULT_ABOUT_PAGE, DEFAULT_SOLUTIONS_PAGE } from '@consultancy/domain/page-texts';
import { defineSettings } from '../../content/settings/settings';
import { sanitizeRichText } from '../../content/sanitize/rich-text';
import { AboutPage, HomePage, SolutionsPage } from './page.entities';
import { AboutPageInput, HomePageInput, SolutionsPageInput } from './page-inputs';

/** Text without surrounding spaces; a list of texts (reasons, values) without its blank lines. */
const tidy = (_key: string, value: unknown) => {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return value.map((entry) => entry.trim()).filter(Boolean);
  return value;
};

/** Sections sent replace the stored ones; those left out stay. */
function sectionsOf<I extends object>(input: I): Partial<I> {
  const sent = Object.entries(input).filter(([, value]) => value !== undefined && value !== null);
  return JSON.parse(JSON.stringify(Object.fromEntries(sent), tidy));
}

const shipped = { shippedImages: shippedPageImages() } as const;

export const homePageSettings = defineSettings<HomePage, HomePageInput>({
  ...shipped,
  key: 'homePage',
  restPath: 'pages/home',
  entity: HomePage,
  input: HomePageInput,
  label: 'Home page',
  defaults: DEFAULT_HOME_PAGE,
  imagesOf: (page) => [page.hero?.image, page.about?.image, ...(page.industries ?? []).map((industry) => industry.image)],
  toFields: (input) => sectionsOf(input) as Partial<HomePage>,
});

export const solutionsPageSettings = defineSettings<SolutionsPage, SolutionsPageInput>({
  ...shipped,
  key: 'solutionsPage',
  restPath: 'pages/solutions',
  entity: SolutionsPage,
  input: SolutionsPageInput,
  label: 'Solutions page',
  defaults: DEFAULT_SOLUTIONS_PAGE,
  imagesOf: (page) => [page.hero?.image, ...(page.services ?? []).map((service) => service.image)],
  toFields: (input) => sectionsOf(input) as Partial<SolutionsPage>,
});

export const aboutPageSettings = defineSettings<AboutPage, AboutPageInput>({
  ...shipped,
  key: 'aboutPage',
  restPath: 'pages/about',
  entity: AboutPage,
  input: AboutPageInput,
  label: 'About page',
  defaults: DEFAULT_ABOUT_PAGE,
  imagesOf: (page) => [page.hero?.image, ...(page.leaders ?? []).map((leader) => leader.photo)],
  toFields(input) {
    const fields = sectionsOf(input) as Partial<AboutPage>;
    if (fields.story) fields.story.text = sanitizeRichText(fields.story.text);
    return fields;
  },
});

/** The editable pages, in the order the panel lists them. */
export const pageSettings = [homePageSettings, solutionsPageSettings, aboutPageSettings];
