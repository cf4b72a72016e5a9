/**
 * The editable pages (Home, Solutions, About): each is one document of typed sections,
 * edited in the panel's Pages screen. The defaults are the texts the site shipped
 * with; they are written on first start, so the site looks the same until someone edits it.
 */

export const PAGE_NAMES = ['home', 'solutions', 'about'] as const;
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
/** A title with a line of text: the landing page's reasons, the About page's milestones. */
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

const bookAppointment: PageLinkValues = { label: 'Book an Appointment', link: '/contact?scroll=form' };

const noImage = { image: '', imageAlt: '' };

export const DEFAULT_SOLUTIONS_PAGE: SolutionsPageValues = {
  hero: {
    eyebrow: 'Solutions',
    headline: 'Solutions that fit where your business is today',
    highlight: '',
    text: 'Five practices, one small senior team. We pick the smallest useful next step, build it well and leave you with software you can run and grow.',
    buttons: [bookAppointment, { label: 'See our portfolio', link: '/portfolio' }],
    points: [],
    ...noImage,
  },
  services: [
    {
      anchor: 'web-development',
      name: 'Web Development',
      icon: 'browser',
      summary: 'Fast, accessible websites and web apps that turn visitors into customers and scale with your business.',
      details:
        'From a marketing site that loads in a blink to a customer portal with payments and bookings, we design and build for the web with modern, well-supported tools. Every page is accessible, search-friendly and measured, so you know what works.',
      points: ['Marketing sites and landing pages', 'Customer portals and dashboards', 'E-commerce, bookings and payments'],
      image: '/images/services/web-development.svg',
      imageAlt: 'Illustration of web development',
    },
    {
      anchor: 'software-development',
      name: 'Software Development',
      icon: 'code',
      summary: 'Custom software, integrations and automation that remove busywork and fit the way your team operates.',
      details:
        'When off-the-shelf tools stop fitting, we build the software your operations need: internal tools, APIs and integrations that connect the systems you already pay for. Clean code, thorough tests and a proper handover come as standard.',
      points: ['Internal tools and workflow automation', 'APIs and third-party integrations', 'Modernising legacy systems'],
      image: '/images/services/software-development.svg',
      imageAlt: 'Illustration of software development',
    },
    {
      anchor: 'app-development',
      name: 'App Development',
      icon: 'phone',
      summary: 'Mobile apps for iOS and Android that people enjoy using, built once and shipped to both stores.',
      details:
        'We take your app from first sketch to both app stores with a single cross-platform codebase, designed with real users in the room. Offline support, notifications and analytics are planned from day one rather than bolted on later.',
      points: ['iOS and Android from one codebase', 'User research and prototyping', 'Store launch, monitoring and updates'],
      image: '/images/services/app-development.svg',
      imageAlt: 'Illustration of app development',
    },
    {
      anchor: 'technical-consulting',
      name: 'Technical Consulting',
      icon: 'lightbulb',
      summary: 'Honest advice on architecture, security and technology choices, from a first review to a fractional CTO.',
      details:
        'Not sure which stack to pick, whether your code is secure, or why the cloud bill keeps growing? We review, advise and plan in plain language, framed in terms of cost and risk, and we are just as happy to tell you what not to build.',
      points: ['Architecture and code reviews', 'Security and compliance readiness', 'Roadmaps and fractional CTO support'],
      image: '/images/services/technical-consulting.svg',
      imageAlt: 'Illustration of technical consulting',
    },
    {
      anchor: 'data-management',
      name: 'Data Management',
      icon: 'database',
      summary: 'Reliable pipelines, clean records and dashboards your team trusts for everyday decisions.',
      details:
        'We bring scattered spreadsheets and systems together into one dependable source of truth: pipelines that check themselves, deduplicated records that respect consent, and dashboards that answer the questions you actually ask.',
      points: ['Data pipelines and warehousing', 'Cleansing, deduplication and migration', 'Reporting and analytics dashboards'],
      image: '/images/services/data-management.svg',
      imageAlt: 'Illustration of data management',
    },
  ],
  callToAction: {
    title: 'Have a project in mind?',
    text: 'Tell us where you are and where you want to be. We will reply within one working day.',
    button: bookAppointment,
  },
};

export const DEFAULT_HOME_PAGE: HomePageValues = {
  hero: {
    eyebrow: 'Technology partner for startups & small businesses',
    headline: 'We build the software that moves your business forward',
    highlight: 'moves your business',
    text: 'Websites, apps, custom software and data systems, designed with your team and delivered by senior engineers who explain every decision in plain language.',
    buttons: [{ label: 'Connect With Us', link: '/contact' }, { label: 'View Our Work', link: '/portfolio' }],
    points: ['Senior team, no hand-offs', 'Fixed-scope discovery', 'You own all the code'],
    image: '/images/hero-art.svg',
    imageAlt: 'A web dashboard and a mobile app designed by Northwind Digital',
  },
  servicesIntro: {
    eyebrow: 'What we do',
    title: 'Services built around your next milestone',
    text: 'Whether you are launching, growing or untangling what you already have, we bring the right expertise for the job.',
  },
  servicesCallToAction: {
    title: 'Not sure where to start?',
    text: 'Book a free 30-minute call. We will listen first, then suggest the smallest useful next step.',
    button: bookAppointment,
  },
  industriesIntro: {
    eyebrow: 'Industries we serve',
    title: 'Built for teams that need to do more with less',
    text: 'We have shipped products for five kinds of organisations, and we understand the constraints each one works within.',
  },
  industries: [
    { name: 'Startups', text: 'From first prototype to a product investors can see working: lean builds that leave room to grow.', image: '/images/industries/startups.svg' },
    { name: 'Small Businesses', text: 'Websites, bookings and the everyday tools that save owners hours every week.', image: '/images/industries/small-businesses.svg' },
    { name: 'Non Profits', text: 'Volunteer apps, supporter data and donation flows on a charity budget.', image: '/images/industries/non-profits.svg' },
    { name: 'Financial Services', text: 'Secure, compliant software for credit unions, accountants and fintech teams.', image: '/images/industries/financial-services.svg' },
    { name: 'Data & Analytics', text: 'Pipelines, clean records and dashboards your people trust.', image: '/images/industries/data-analytics.svg' },
  ],
  about: {
    eyebrow: 'About us',
    title: 'A technology partner that speaks your language',
    text: 'Northwind Digital is a small consultancy of engineers, designers and data specialists. We work with startups, small businesses and non-profits that need dependable technology without the overhead of a big agency.',
    image: '/images/services/technical-consulting.svg',
    badgeTitle: 'Since 2016',
    badgeText: 'helping teams ship with confidence',
    points: [
      { title: 'Small, senior team', text: 'The people you meet are the people who build your product.' },
      { title: 'Plain-language advice', text: 'Every option explained in terms of cost, risk and time.' },
      { title: 'Built to hand over', text: 'Clean code, documentation and training, so you are never locked in.' },
    ],
    button: bookAppointment,
    moreLink: { label: 'More about us', link: '/about' },
  },
};

export const DEFAULT_ABOUT_PAGE: AboutPageValues = {
  hero: {
    eyebrow: 'About us',
    headline: 'Engineers and designers who care how your business runs',
    highlight: '',
    text: 'We started Northwind Digital to give startups, small businesses and non-profits the kind of technology partner usually reserved for large companies: senior, honest and invested in the outcome.',
    buttons: [bookAppointment],
    points: [],
    ...noImage,
  },
  story: {
    eyebrow: 'Who we are',
    title: 'Our Journey',
    text:
      '<p>It began in 2016 with a single client, a neighbourhood clinic whose booking system kept double-booking patients. We fixed it in three weeks, stayed on to help with the next problem, and learned what small organisations need most: a partner who listens, explains and delivers.</p>' +
      '<p>Today we are a team of engineers, designers and data specialists who have shipped websites, apps and data systems for more than a dozen organisations, from two-person startups to regional credit unions.</p>',
  },
  milestones: [
    { title: '2016', text: 'Founded by Elena and David' },
    { title: '2019', text: 'First mobile apps and data practice' },
    { title: '2023', text: 'Technical consulting and fractional CTO services' },
  ],
  leaders: [
    {
      name: 'Elena Marsh',
      role: 'Co-founder & Chief Executive Officer',
      bio: 'Elena spent a decade leading product teams at growing software companies before starting Northwind Digital to give small organisations the same calibre of engineering. She runs discovery on most new projects and still reviews every proposal herself.',
      photo: '/images/leaders/elena-marsh.svg',
      profileUrl: 'https://www.linkedin.com/in/elena-marsh-northwind',
    },
    {
      name: 'David Okoye',
      role: 'Co-founder & Chief Technology Officer',
      bio: 'David is a systems engineer who has built payment platforms, data pipelines and mobile apps used by millions. He leads architecture and security at Northwind Digital and mentors the team on writing software that is easy to hand over.',
      photo: '/images/leaders/david-okoye.svg',
      profileUrl: 'https://www.linkedin.com/in/david-okoye-northwind',
    },
  ],
  values: {
    eyebrow: 'What guides us',
    title: 'Our Values',
    words: ['People', 'Integrity', 'Vision', 'Innovation', 'Honesty'],
    text: 'Five words we hire for, work by, and ask our clients to hold us to.',
  },
};

export const DEFAULT_PAGES = { home: DEFAULT_HOME_PAGE, solutions: DEFAULT_SOLUTIONS_PAGE, about: DEFAULT_ABOUT_PAGE } as const;

/** The images the site itself ships (under /images/): a page may use them beside the stored ones. */
export const SHIPPED_PAGE_IMAGES: readonly string[] = [
  ...new Set(JSON.stringify(DEFAULT_PAGES).match(/"\/images\/[^"]+"/g)?.map((quoted) => JSON.parse(quoted) as string) ?? []),
];

/** The audit and revision names of the pages' documents ('homePage'). */
export const pageKey = (name: PageName) => `${name}Page` as const;
