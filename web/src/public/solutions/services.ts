/** The five services: the Solutions page, the landing page's overview and (through the app layer) the footer. */
export interface Service {
  slug: string;
  title: string;
  summary: string;
  image: string;
}

export const SERVICES: Service[] = [
  {
    slug: 'web-development',
    title: 'Web Development',
    summary: 'Fast, accessible websites and web apps that turn visitors into customers and scale with your business.',
    image: '/images/services/web-development.svg',
  },
  {
    slug: 'software-development',
    title: 'Software Development',
    summary: 'Custom software, integrations and automation that remove busywork and fit the way your team operates.',
    image: '/images/services/software-development.svg',
  },
  {
    slug: 'app-development',
    title: 'App Development',
    summary: 'Mobile apps for iOS and Android that people enjoy using, built once and shipped to both stores.',
    image: '/images/services/app-development.svg',
  },
  {
    slug: 'technical-consulting',
    title: 'Technical Consulting',
    summary: 'Honest advice on architecture, security and technology choices, from a first review to a fractional CTO.',
    image: '/images/services/technical-consulting.svg',
  },
  {
    slug: 'data-management',
    title: 'Data Management',
    summary: 'Reliable pipelines, clean records and dashboards your team trusts for everyday decisions.',
    image: '/images/services/data-management.svg',
  },
];
