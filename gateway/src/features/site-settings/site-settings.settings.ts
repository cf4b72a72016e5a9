import { DEFAULT_SITE_SETTINGS, SITE_SETTINGS_LIMITS } from '@consultancy/domain';
import { Field, InputType } from 'type-graphql';
import { defineSettings, trimmedText } from '../../content/settings/settings';
import { MaxChars, Required, SingleLine } from '../../content/validation/rules';
import { SiteSettings } from './site-settings.entity';

@InputType({ description: 'Site-wide defaults. The two images are chosen among the stored images (storedImages); empty: none.' })
export class SiteSettingsInput {
  @Field() @SingleLine() @Required() @MaxChars(SITE_SETTINGS_LIMITS.siteName) siteName: string;
  @Field() @Required() @MaxChars(SITE_SETTINGS_LIMITS.defaultDescription) defaultDescription: string;
  @Field({ defaultValue: '' }) @MaxChars(2048) defaultSocialImage: string;
  @Field({ defaultValue: '' }) @MaxChars(2048) organizationLogo: string;
}

export const siteSettings = defineSettings<SiteSettings, SiteSettingsInput>({
  key: 'siteSettings',
  entity: SiteSettings,
  input: SiteSettingsInput,
  label: 'Site settings',
  defaults: DEFAULT_SITE_SETTINGS,
  images: ['defaultSocialImage', 'organizationLogo'],
  toFields: (input) => trimmedText(input),
});
