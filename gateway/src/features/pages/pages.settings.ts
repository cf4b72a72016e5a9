import { DEFAULT_HOME_PAGE, pageKey, shippedPageImages, type PageName } from '@consultancy/domain';
import { DEFAULT_ABOUT_PAGE, DEFAULT_CONTACT_PAGE, DEFAULT_SOLUTIONS_PAGE } from '@consultancy/domain/page-texts';
import { defineSettings } from '../../content/settings/settings';
import { type SettingsConfig } from '../../content/settings/settings-config';
import type { EditedRecord } from '../../infra/database/record';
import { sanitizeRichText } from '../../content/sanitize/rich-text';
import { AboutPage, ContactPageDocument, HomePage, SolutionsPage } from './page.entities';
import { AboutPageInput, ContactPageInput, HomePageInput, SolutionsPageInput } from './page-inputs';

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

/**
 * A page as a settings type: its key (homePage), REST path (/api/pages/home) and label
 * (Home page) follow from its name; it may name the site's own pictures.
 */
function definePage<T extends EditedRecord, I extends object>(name: PageName, page: Pick<SettingsConfig<T, I>, 'entity' | 'input' | 'defaults' | 'imagesOf'> & { toFields?: (input: I) => Partial<T> }) {
  return defineSettings<T, I>({
    key: pageKey(name),
    restPath: `pages/${name}`,
    label: `${name[0].toUpperCase()}${name.slice(1)} page`,
    shippedImages: shippedPageImages(),
    toFields: (input) => sectionsOf(input) as Partial<T>,
    ...page,
  });
}

export const homePageSettings = definePage<HomePage, HomePageInput>('home', {
  entity: HomePage,
  input: HomePageInput,
  defaults: DEFAULT_HOME_PAGE,
  imagesOf: (page) => [page.hero?.image, page.about?.image, ...(page.industries ?? []).map((industry) => industry.image)],
});

export const solutionsPageSettings = definePage<SolutionsPage, SolutionsPageInput>('solutions', {
  entity: SolutionsPage,
  input: SolutionsPageInput,
  defaults: DEFAULT_SOLUTIONS_PAGE,
  imagesOf: (page) => [page.hero?.image, ...(page.services ?? []).map((service) => service.image)],
});

export const aboutPageSettings = definePage<AboutPage, AboutPageInput>('about', {
  entity: AboutPage,
  input: AboutPageInput,
  defaults: DEFAULT_ABOUT_PAGE,
  imagesOf: (page) => [page.hero?.image, ...(page.leaders ?? []).map((leader) => leader.photo)],
  toFields(input) {
    const fields = sectionsOf(input) as Partial<AboutPage>;
    if (fields.story) fields.story.text = sanitizeRichText(fields.story.text);
    return fields;
  },
});

export const contactPageSettings = definePage<ContactPageDocument, ContactPageInput>('contact', {
  entity: ContactPageDocument,
  input: ContactPageInput,
  defaults: DEFAULT_CONTACT_PAGE,
  imagesOf: (page) => [page.hero?.image],
});

/** The editable pages, in the order the panel lists them. */
export const pageSettings = [homePageSettings, solutionsPageSettings, aboutPageSettings, contactPageSettings];
