import { BOOK_APPOINTMENT, NO_IMAGE, SITE_IMAGES, type AboutPageValues } from './pages';

/** The About page as the site shipped it: written on first start (see pages.ts). A module of its own, so that only the page that shows it loads it. */
export const DEFAULT_ABOUT_PAGE: AboutPageValues = {
  hero: {
    eyebrow: 'About us',
    headline: 'Engineers and designers who care how your business runs',
    highlight: '',
    text: 'We started Northwind Digital to give startups, small businesses and non-profits the kind of technology partner usually reserved for large companies: senior, honest and invested in the outcome.',
    buttons: [BOOK_APPOINTMENT],
    points: [],
    ...NO_IMAGE,
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
      photo: SITE_IMAGES.elenaMarsh,
      profileUrl: 'https://www.linkedin.com/in/elena-marsh-northwind',
    },
    {
      name: 'David Okoye',
      role: 'Co-founder & Chief Technology Officer',
      bio: 'David is a systems engineer who has built payment platforms, data pipelines and mobile apps used by millions. He leads architecture and security at Northwind Digital and mentors the team on writing software that is easy to hand over.',
      photo: SITE_IMAGES.davidOkoye,
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
