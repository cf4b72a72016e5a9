import { DEFAULT_QUICK_LINKS, SOCIAL_NETWORKS, type FooterValues, type QuickLinkName, type SocialNetwork } from '@consultancy/domain';
import { requiredErrors } from '../settings-form/useSettingsForm';

export type { FooterValues };

/** The footer's company details (see docs/data.md), all required. */
export const COMPANY_FIELDS = [
  { name: 'companyName', label: 'Company Name', type: 'text' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'copyrightText', label: 'Copyright Text', type: 'text' },
] as const satisfies ReadonlyArray<{ name: keyof FooterValues; label: string; type: string }>;

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn', facebook: 'Facebook', instagram: 'Instagram', twitter: 'Twitter',
};
export const QUICK_LINK_LABELS: Record<QuickLinkName, string> = {
  home: 'Home', about: 'About', portfolio: 'Portfolio', contact: 'Contact', solutions: 'Solutions',
};
export const QUICK_LINK_NAMES = Object.keys(DEFAULT_QUICK_LINKS) as QuickLinkName[];

export const EMPTY_FOOTER: FooterValues = {
  companyName: '', phone: '', email: '', copyrightText: '',
  socialLinks: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, ''])) as FooterValues['socialLinks'],
  quickLinks: { ...DEFAULT_QUICK_LINKS },
};

type Loose = Partial<Record<string, unknown>> | null | undefined;
const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/** The form's values from the API's footer (drops ids, dates, __typename); blank quick links get their defaults. */
export function pickFooter(source: Loose): FooterValues {
  const social = (source?.socialLinks ?? {}) as Loose;
  const quick = (source?.quickLinks ?? {}) as Loose;
  return {
    companyName: text(source?.companyName),
    phone: text(source?.phone),
    email: text(source?.email),
    copyrightText: text(source?.copyrightText),
    socialLinks: Object.fromEntries(SOCIAL_NETWORKS.map((key) => [key, text(social?.[key])])) as FooterValues['socialLinks'],
    quickLinks: Object.fromEntries(QUICK_LINK_NAMES.map((key) => [key, text(quick?.[key]).trim() || DEFAULT_QUICK_LINKS[key]])) as FooterValues['quickLinks'],
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const sentenceCase = (label: string) => label[0] + label.slice(1).toLowerCase();

/** companyName, phone, email (email format) and copyrightText are required. */
export function validateFooter(values: FooterValues) {
  const errors = requiredErrors(values, COMPANY_FIELDS, (label) => `${sentenceCase(label)} is required`);
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  return errors;
}
