/** The industries of the landing page's carousel. */
export const INDUSTRIES = [
  {
    name: 'Startups',
    text: 'From first prototype to a product investors can see working: lean builds that leave room to grow.',
    image: '/images/industries/startups.svg',
  },
  {
    name: 'Small Businesses',
    text: 'Websites, bookings and the everyday tools that save owners hours every week.',
    image: '/images/industries/small-businesses.svg',
  },
  {
    name: 'Non Profits',
    text: 'Volunteer apps, supporter data and donation flows on a charity budget.',
    image: '/images/industries/non-profits.svg',
  },
  {
    name: 'Financial Services',
    text: 'Secure, compliant software for credit unions, accountants and fintech teams.',
    image: '/images/industries/financial-services.svg',
  },
  {
    name: 'Data & Analytics',
    text: 'Pipelines, clean records and dashboards your people trust.',
    image: '/images/industries/data-analytics.svg',
  },
] as const;

export type Industry = (typeof INDUSTRIES)[number];

/** Carousel timing (see docs/screens.md): a new industry every 3 s, faded in over 1 s. */
export const INDUSTRY_AUTOPLAY_MS = 3000;
export const INDUSTRY_FADE_MS = 1000;
