import { DEFAULT_FOOTER, DEFAULT_ORGANIZATION_LOGO, DEFAULT_SERVICE_CARDS, DEFAULT_SITE_SETTINGS, SOCIAL_NETWORKS, type SiteSettingsValues, type SocialNetwork } from '@consultancy/domain';
import { createContext, useContext } from 'react';

/**
 * Who the site is, for every page's head: the site-wide settings (name,
 * default description and images), how to reach the company (the footer's
 * phone, email and social links) and what it offers (the services). The public
 * layout provides it.
 */
export interface SiteIdentity {
  siteName: string;
  defaultDescription: string;
  /** Site path or URL of the link-preview image of pages without one; empty: none. */
  defaultSocialImage: string;
  /** Site path or URL of the Organization's logo. */
  logo: string;
  telephone: string;
  email: string;
  /** The company's profiles elsewhere (the footer's non-empty social links). */
  sameAs: string[];
  /** What the company offers: the Solutions page's services, by name. */
  services: string[];
}

/** The identity from the stored settings and footer; missing or empty values take their defaults. */
export function siteIdentity(
  settings: Partial<SiteSettingsValues> | null | undefined,
  contact: { phone?: string; email?: string; socialLinks?: Partial<Record<SocialNetwork, string>> } = {},
  services: readonly string[] = DEFAULT_SERVICE_CARDS.map((service) => service.name),
): SiteIdentity {
  return {
    siteName: settings?.siteName?.trim() || DEFAULT_SITE_SETTINGS.siteName,
    defaultDescription: settings?.defaultDescription?.trim() || DEFAULT_SITE_SETTINGS.defaultDescription,
    defaultSocialImage: settings?.defaultSocialImage?.trim() || '',
    logo: settings?.organizationLogo?.trim() || DEFAULT_ORGANIZATION_LOGO,
    telephone: contact.phone?.trim() || DEFAULT_FOOTER.phone,
    email: contact.email?.trim() || DEFAULT_FOOTER.email,
    // The networks by name: what GraphQL answered also holds its __typename.
    sameAs: SOCIAL_NETWORKS.map((network) => contact.socialLinks?.[network]?.trim() ?? '').filter(Boolean),
    services: services.filter((name) => name.trim()),
  };
}

export const DEFAULT_SITE_IDENTITY = siteIdentity(null);

const SiteIdentityContext = createContext<SiteIdentity>(DEFAULT_SITE_IDENTITY);
export const SiteIdentityProvider = SiteIdentityContext.Provider;
export const useSiteIdentity = () => useContext(SiteIdentityContext);
