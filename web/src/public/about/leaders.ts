export interface Leader {
  name: string;
  title: string;
  description: string;
  profileUrl: string;
  image: string;
}

/** The two leaders of Our Journey (fictional people, illustrated portraits). */
export const LEADERS: Leader[] = [
  {
    name: 'Elena Marsh',
    title: 'Co-founder & Chief Executive Officer',
    description:
      'Elena spent a decade leading product teams at growing software companies before starting Northwind Digital to give small organisations the same calibre of engineering. She runs discovery on most new projects and still reviews every proposal herself.',
    profileUrl: 'https://www.linkedin.com/in/elena-marsh-northwind',
    image: '/images/leaders/elena-marsh.svg',
  },
  {
    name: 'David Okoye',
    title: 'Co-founder & Chief Technology Officer',
    description:
      'David is a systems engineer who has built payment platforms, data pipelines and mobile apps used by millions. He leads architecture and security at Northwind Digital and mentors the team on writing software that is easy to hand over.',
    profileUrl: 'https://www.linkedin.com/in/david-okoye-northwind',
    image: '/images/leaders/david-okoye.svg',
  },
];
