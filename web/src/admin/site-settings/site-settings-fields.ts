import { DEFAULT_SITE_SETTINGS, SITE_SETTINGS_LIMITS, type SiteSettingsValues } from '@consultancy/domain';
import type { AdminSiteSettingsFieldsFragment } from '../gql/graphql';
import { requiredErrors, type FieldErrors } from '../settings-form/useSettingsForm';

export type { SiteSettingsValues };

/** The two texts, both required. */
export const SITE_TEXT_FIELDS = [
  { name: 'siteName', label: 'Site name', helper: 'After every page title (“Blog | Site name”), in link previews and feeds.' },
  { name: 'defaultDescription', label: 'Default description', helper: 'The search-result text of pages without their own.' },
] as const;

/** The two images, each chosen among the stored images or none. */
export const SITE_IMAGE_FIELDS = [
  { name: 'defaultSocialImage', label: 'Default social image', none: 'None', helper: 'Shown in link previews of pages without an image of their own (1200x630px is best).' },
  { name: 'organizationLogo', label: 'Organization logo', none: 'The site icon', helper: "The company's logo for search engines (JSON-LD)." },
] as const;

/** The four values of what the API answered (drops id and __typename). */
export const pickSiteSettings = ({ siteName, defaultDescription, defaultSocialImage, organizationLogo }: AdminSiteSettingsFieldsFragment): SiteSettingsValues =>
  ({ siteName, defaultDescription, defaultSocialImage, organizationLogo });

export const initialSiteSettings = (): SiteSettingsValues => ({ ...DEFAULT_SITE_SETTINGS });

/** Both texts required, within their lengths. */
export function validateSiteSettings(values: SiteSettingsValues): FieldErrors<SiteSettingsValues> {
  const errors = requiredErrors(values, SITE_TEXT_FIELDS, (label) => `${label} is required`);
  for (const { name, label } of SITE_TEXT_FIELDS) {
    const max = SITE_SETTINGS_LIMITS[name];
    if (!errors[name] && values[name].trim().length > max) errors[name] = `${label} must be at most ${max} characters`;
  }
  return errors;
}
