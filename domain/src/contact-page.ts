import { NO_IMAGE, type ContactPageValues } from './pages';

/** The Contact page as the site shipped it: written on first start (see pages.ts). A module of its own, so that only the page that shows it loads it. */
export const DEFAULT_CONTACT_PAGE: ContactPageValues = {
  meta: {
    description: 'Tell us about your project or book an appointment with Northwind Digital. We reply within one working day.',
  },
  hero: {
    eyebrow: 'Get in touch',
    headline: 'Let\'s talk about what you want to build',
    highlight: '',
    text: 'Book an appointment or send a few lines about your project. A senior member of the team reads every message and replies within one working day.',
    buttons: [],
    points: [],
    ...NO_IMAGE,
  },
  details: {
    title: 'Talk to a person, not a sales funnel',
    hours: 'Free 30-minute introductory calls, Monday to Friday, 9:00 to 17:00 Pacific Time.',
    responseTime: 'Within one working day',
  },
  steps: [
    { title: 'We listen.', text: 'A short call about your goals, constraints and timeline.' },
    { title: 'We propose.', text: 'A clear plan with honest estimates, usually within a week.' },
    { title: 'We build together.', text: 'Working software early, reviewed with you every step.' },
  ],
};
