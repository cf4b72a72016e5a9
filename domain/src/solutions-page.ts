import { BOOK_APPOINTMENT, DEFAULT_SERVICE_CARDS, NO_IMAGE, SITE_IMAGES, type ServiceValues, type SolutionsPageValues } from './pages';

/** What the Solutions page adds to each shipped service card, in the cards' order. */
const SERVICE_DETAILS: Array<Pick<ServiceValues, 'details' | 'points' | 'image' | 'imageAlt'>> = [
  {
    details:
      'From a marketing site that loads in a blink to a customer portal with payments and bookings, we design and build for the web with modern, well-supported tools. Every page is accessible, search-friendly and measured, so you know what works.',
    points: ['Marketing sites and landing pages', 'Customer portals and dashboards', 'E-commerce, bookings and payments'],
    image: SITE_IMAGES.webDevelopment,
    imageAlt: 'Illustration of web development',
  },
  {
    details:
      'When off-the-shelf tools stop fitting, we build the software your operations need: internal tools, APIs and integrations that connect the systems you already pay for. Clean code, thorough tests and a proper handover come as standard.',
    points: ['Internal tools and workflow automation', 'APIs and third-party integrations', 'Modernising legacy systems'],
    image: SITE_IMAGES.softwareDevelopment,
    imageAlt: 'Illustration of software development',
  },
  {
    details:
      'We take your app from first sketch to both app stores with a single cross-platform codebase, designed with real users in the room. Offline support, notifications and analytics are planned from day one rather than bolted on later.',
    points: ['iOS and Android from one codebase', 'User research and prototyping', 'Store launch, monitoring and updates'],
    image: SITE_IMAGES.appDevelopment,
    imageAlt: 'Illustration of app development',
  },
  {
    details:
      'Not sure which stack to pick, whether your code is secure, or why the cloud bill keeps growing? We review, advise and plan in plain language, framed in terms of cost and risk, and we are just as happy to tell you what not to build.',
    points: ['Architecture and code reviews', 'Security and compliance readiness', 'Roadmaps and fractional CTO support'],
    image: SITE_IMAGES.technicalConsulting,
    imageAlt: 'Illustration of technical consulting',
  },
  {
    details:
      'We bring scattered spreadsheets and systems together into one dependable source of truth: pipelines that check themselves, deduplicated records that respect consent, and dashboards that answer the questions you actually ask.',
    points: ['Data pipelines and warehousing', 'Cleansing, deduplication and migration', 'Reporting and analytics dashboards'],
    image: SITE_IMAGES.dataManagement,
    imageAlt: 'Illustration of data management',
  },
];

/** The Solutions page as the site shipped it: written on first start (see pages.ts). A module of its own, so that only the page that shows it loads it. */
export const DEFAULT_SOLUTIONS_PAGE: SolutionsPageValues = {
  hero: {
    eyebrow: 'Solutions',
    headline: 'Solutions that fit where your business is today',
    highlight: '',
    text: 'Five practices, one small senior team. We pick the smallest useful next step, build it well and leave you with software you can run and grow.',
    buttons: [BOOK_APPOINTMENT, { label: 'See our portfolio', link: '/portfolio' }],
    points: [],
    ...NO_IMAGE,
  },
  services: DEFAULT_SERVICE_CARDS.map((card, index) => ({ ...card, ...SERVICE_DETAILS[index] })),
  callToAction: {
    title: 'Have a project in mind?',
    text: 'Tell us where you are and where you want to be. We will reply within one working day.',
    button: BOOK_APPOINTMENT,
  },
};
