import { DEFAULT_FOOTER, SOCIAL_NETWORKS, type FooterValues, type QuickLinkName, type SocialNetwork } from '@consultancy/domain';

/** Labels in the order the footer lists the quick links. */
const QUICK_LINK_LABELS: Record<QuickLinkName, string> = {
  home: 'Home',
  about: 'About Us',
  portfolio: 'Portfolio',
  solutions: 'Solutions',
  contact: 'Contact',
};

const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
};

/** The social networks that have a non-empty link, in display order. */
export function visibleSocialLinks(links: Partial<FooterValues['socialLinks']> | null | undefined) {
  return SOCIAL_NETWORKS.flatMap((key) => {
    const href = links?.[key]?.trim();
    return href ? [{ key, label: SOCIAL_NETWORK_LABELS[key], href }] : [];
  });
}

/** Quick links with a non-empty target, labelled. */
export function visibleQuickLinks(links: Partial<FooterValues['quickLinks']> | null | undefined) {
  return (Object.keys(QUICK_LINK_LABELS) as QuickLinkName[]).flatMap((key) => {
    const href = links?.[key]?.trim();
    return href ? [{ key, label: QUICK_LINK_LABELS[key], href }] : [];
  });
}

/** A footer with every missing or empty required field replaced by its default. */
export function footerWithDefaults(footer: Partial<FooterValues> | null | undefined): FooterValues {
  if (!footer) return DEFAULT_FOOTER;
  return {
    companyName: footer.companyName || DEFAULT_FOOTER.companyName,
    phone: footer.phone || DEFAULT_FOOTER.phone,
    email: footer.email || DEFAULT_FOOTER.email,
    copyrightText: footer.copyrightText || DEFAULT_FOOTER.copyrightText,
    socialLinks: { ...DEFAULT_FOOTER.socialLinks, ...footer.socialLinks },
    quickLinks: { ...DEFAULT_FOOTER.quickLinks, ...footer.quickLinks },
  };
}
