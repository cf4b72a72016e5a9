/**
 * The editable pages (Home, Solutions, About, Contact): each is one document of typed sections,
 * edited in the panel's Pages screen. The defaults are the texts the site shipped
 * with; they are written on first start, so the site looks the same until someone edits it.
 */

export const PAGE_NAMES = ['home', 'solutions', 'about', 'contact'] as const;
export type PageName = (typeof PAGE_NAMES)[number];

/** The pictograms a service may show (closed list: each is drawn by the site). */
export const SERVICE_ICONS = ['browser', 'code', 'phone', 'lightbulb', 'database', 'chart', 'shield', 'cloud'] as const;
export type ServiceIconName = (typeof SERVICE_ICONS)[number];

/** Most characters a page's texts and lists may hold. */
export const PAGE_LIMITS = {
  /** Eyebrows, names, button labels, years. */
  label: 120,
  headline: 200,
  /** A paragraph of plain text. */
  text: 1000,
  /** Rich text (HTML) of a story. */
  richText: 20_000,
  link: 2048,
  /** Items of a repeatable section (services, industries, leaders, points). */
  items: 12,
} as const;

export interface PageLinkValues { label: string; link: string }
export interface SectionIntroValues { eyebrow: string; title: string; text: string }
/** A title with a line of text: the landing page's reasons, the About page's milestones, the Contact page's steps. */
export interface HighlightValues { title: string; text: string }

export interface PageHeroValues {
  eyebrow: string;
  headline: string;
  /** Words of the headline shown in the accent colour (empty: none). */
  highlight: string;
  text: string;
  /** Up to two buttons: the first is the main one. */
  buttons: PageLinkValues[];
  /** Short reasons under the buttons (the landing page's hero). */
  points: string[];
  /** A stored image's URL, one of the site's own images, or empty for none. */
  image: string;
  imageAlt: string;
}

export interface ServiceValues {
  /** The service's place on /solutions (/solutions#web-development). */
  anchor: string;
  name: string;
  icon: ServiceIconName;
  summary: string;
  details: string;
  points: string[];
  image: string;
  imageAlt: string;
}

export interface IndustryValues { name: string; text: string; image: string }

export interface LeaderValues { name: string; role: string; bio: string; photo: string; profileUrl: string }

export interface CallToActionValues { title: string; text: string; button: PageLinkValues }

export interface HomeAboutValues extends SectionIntroValues {
  image: string;
  badgeTitle: string;
  badgeText: string;
  points: HighlightValues[];
  button: PageLinkValues;
  moreLink: PageLinkValues;
}

export interface HomePageValues {
  hero: PageHeroValues;
  servicesIntro: SectionIntroValues;
  servicesCallToAction: CallToActionValues;
  industriesIntro: SectionIntroValues;
  industries: IndustryValues[];
  about: HomeAboutValues;
}

export interface SolutionsPageValues {
  hero: PageHeroValues;
  services: ServiceValues[];
  callToAction: CallToActionValues;
}

export interface AboutPageValues {
  hero: PageHeroValues;
  /** `text` is rich text (HTML), cleaned as a blog post's. */
  story: SectionIntroValues;
  milestones: HighlightValues[];
  leaders: LeaderValues[];
  values: SectionIntroValues & { words: string[] };
}

/** What search results and shared links show of a page: empty, the site's default description. */
export interface PageMetaValues { description: string }

/** The Contact page's aside beside the form: the email and phone there are the footer settings'. */
export interface ContactDetailsValues {
  title: string;
  /** When a visitor can call (the introductory calls' days and hours). */
  hours: string;
  /** How soon a message is answered. */
  responseTime: string;
}

export interface ContactPageValues {
  meta: PageMetaValues;
  hero: PageHeroValues;
  details: ContactDetailsValues;
  /** What happens after a visitor writes, in order. */
  steps: HighlightValues[];
}

/** The pictures the site itself ships (web/public/images): the defaults use them, and a page may name them beside the stored images. */
export const SITE_IMAGES = {
  heroArt: '/images/hero-art.svg',
  startups: '/images/industries/startups.svg',
  smallBusinesses: '/images/industries/small-businesses.svg',
  nonProfits: '/images/industries/non-profits.svg',
  financialServices: '/images/industries/financial-services.svg',
  dataAnalytics: '/images/industries/data-analytics.svg',
  webDevelopment: '/images/services/web-development.svg',
  softwareDevelopment: '/images/services/software-development.svg',
  appDevelopment: '/images/services/app-development.svg',
  technicalConsulting: '/images/services/technical-consulting.svg',
  dataManagement: '/images/services/data-management.svg',
  elenaMarsh: '/images/leaders/elena-marsh.svg',
  davidOkoye: '/images/leaders/david-okoye.svg',
  leaderPlaceholder: '/images/leaders/placeholder.svg',
} as const;

export const shippedPageImages = (): string[] => Object.values(SITE_IMAGES);

/**
 * The services as shipped, as the landing page's cards and the footer show them (also what
 * they show when the site's texts cannot be read); the Solutions page's defaults add the rest.
 */
export const DEFAULT_SERVICE_CARDS: Array<Pick<ServiceValues, 'anchor' | 'name' | 'icon' | 'summary'>> = [
  { anchor: 'web-development', name: 'Web Development', icon: 'browser', summary: 'Fast, accessible websites and web apps that turn visitors into customers and scale with your business.' },
  { anchor: 'software-development', name: 'Software Development', icon: 'code', summary: 'Custom software, integrations and automation that remove busywork and fit the way your team operates.' },
  { anchor: 'app-development', name: 'App Development', icon: 'phone', summary: 'Mobile apps for iOS and Android that people enjoy using, built once and shipped to both stores.' },
  { anchor: 'technical-consulting', name: 'Technical Consulting', icon: 'lightbulb', summary: 'Honest advice on architecture, security and technology choices, from a first review to a fractional CTO.' },
  { anchor: 'data-management', name: 'Data Management', icon: 'database', summary: 'Reliable pipelines, clean records and dashboards your team trusts for everyday decisions.' },
];

export const BOOK_APPOINTMENT: PageLinkValues = { label: 'Book an Appointment', link: '/contact?scroll=form' };

export const NO_IMAGE = { image: '', imageAlt: '' };

/** The audit and revision names of the pages' documents ('homePage'). */
export const pageKey = (name: PageName) => `${name}Page` as const;
