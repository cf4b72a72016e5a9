import { BOOK_APPOINTMENT, SITE_IMAGES, type HomePageValues } from './pages';

/** The landing page as the site shipped it: written on first start (see pages.ts). A module of its own, so that only the page that shows it loads it. */
export const DEFAULT_HOME_PAGE: HomePageValues = {
  hero: {
    eyebrow: 'Technology partner for startups & small businesses',
    headline: 'We build the software that moves your business forward',
    highlight: 'moves your business',
    text: 'Websites, apps, custom software and data systems, designed with your team and delivered by senior engineers who explain every decision in plain language.',
    buttons: [{ label: 'Connect With Us', link: '/contact' }, { label: 'View Our Work', link: '/portfolio' }],
    points: ['Senior team, no hand-offs', 'Fixed-scope discovery', 'You own all the code'],
    image: SITE_IMAGES.heroArt,
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
    button: BOOK_APPOINTMENT,
  },
  industriesIntro: {
    eyebrow: 'Industries we serve',
    title: 'Built for teams that need to do more with less',
    text: 'We have shipped products for five kinds of organisations, and we understand the constraints each one works within.',
  },
  industries: [
    { name: 'Startups', text: 'From first prototype to a product investors can see working: lean builds that leave room to grow.', image: SITE_IMAGES.startups },
    { name: 'Small Businesses', text: 'Websites, bookings and the everyday tools that save owners hours every week.', image: SITE_IMAGES.smallBusinesses },
    { name: 'Non Profits', text: 'Volunteer apps, supporter data and donation flows on a charity budget.', image: SITE_IMAGES.nonProfits },
    { name: 'Financial Services', text: 'Secure, compliant software for credit unions, accountants and fintech teams.', image: SITE_IMAGES.financialServices },
    { name: 'Data & Analytics', text: 'Pipelines, clean records and dashboards your people trust.', image: SITE_IMAGES.dataAnalytics },
  ],
  about: {
    eyebrow: 'About us',
    title: 'A technology partner that speaks your language',
    text: 'Northwind Digital is a small consultancy of engineers, designers and data specialists. We work with startups, small businesses and non-profits that need dependable technology without the overhead of a big agency.',
    image: SITE_IMAGES.technicalConsulting,
    badgeTitle: 'Since 2016',
    badgeText: 'helping teams ship with confidence',
    points: [
      { title: 'Small, senior team', text: 'The people you meet are the people who build your product.' },
      { title: 'Plain-language advice', text: 'Every option explained in terms of cost, risk and time.' },
      { title: 'Built to hand over', text: 'Clean code, documentation and training, so you are never locked in.' },
    ],
    button: BOOK_APPOINTMENT,
    moreLink: { label: 'More about us', link: '/about' },
  },
};
