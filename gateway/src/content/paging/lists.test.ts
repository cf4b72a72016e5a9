import { CONTACT_STATUSES, PORTFOLIO_CATEGORIES, SPAM_STATUS, SUBSCRIPTION_STATUSES } from '@consultancy/domain';
import { describeListContract } from '../../../test/contracts/list-contract';
import { sharedGateway } from '../../../test/harness';
import { blogCollection } from '../../features/blog/blog.collection';
import { Contact } from '../../features/contact/contact.entity';
import { contactListing } from '../../features/contact/contact.listing';
import { portfolioCollection } from '../../features/portfolio/portfolio.collection';
import { Subscription } from '../../features/subscription/subscription.entity';
import { subscriptionListing } from '../../features/subscription/subscription.listing';
import { testimonialCollection } from '../../features/testimonial/testimonial.collection';

/** Every paged list of the API keeps the list contract, on one gateway. */
const api = sharedGateway();

const cycle = <V>(values: readonly V[], index: number) => values[index % values.length];
/** A few rows are spam, which lists leave out unless asked: enough are left for more than one default page. */
const statusOf = <V extends string>(statuses: readonly V[], index: number) =>
  index % 50 === 7 ? SPAM_STATUS : cycle(statuses.filter((status) => status !== SPAM_STATUS), index);
const byCreation = { newestFirstBy: 'createdAt' } as const;
/** Bulk inserts skip the entity's hooks: public rows need their slug, status and a past publishAt. */
const published = (slug: string) => ({ slug, status: 'published' as const, publishAt: new Date(Date.UTC(2020, 0, 1)) });

describeListContract({
  field: 'portfolios',
  path: '/api/portfolio/all',
  entity: portfolioCollection.entity,
  listing: { ...byCreation, ...portfolioCollection.listing },
  admin: false,
  filterTypes: { category: 'String' },
  row: (index) => ({
    category: cycle(PORTFOLIO_CATEGORIES, index),
    projectName: `Project ${index}`,
    projectUrl: '',
    projectDate: '',
    description: `<p>Description ${index}</p>`,
    content: '',
    problem: '',
    solution: '',
    result: '',
    testimonial: '',
    services: 'Web design',
    clientName: `Client ${index}`,
    imagesUrl: [],
    views: 0,
    ...published(`project-${index}`),
  }),
}, api);

describeListContract({
  field: 'testimonials',
  path: '/api/testimonial/all',
  entity: testimonialCollection.entity,
  listing: { ...byCreation, ...testimonialCollection.listing },
  admin: false,
  filterTypes: {},
  row: (index) => ({ rating: 5, review: `Review ${index}`, userName: `Person ${index}`, userRole: 'CTO', userImage: null, views: 0 }),
}, api);

describeListContract({
  field: 'blogs',
  path: '/api/blog/all',
  entity: blogCollection.entity,
  listing: { ...byCreation, ...blogCollection.listing },
  admin: false,
  filterTypes: { tag: 'String', category: 'String' },
  // A tag as the whole list, first, in the middle and last, any case; 'node' also inside 'nodejs', which it must not match.
  filterSamples: { tag: ['react', 'Node', 'design systems', 'go'], category: ['Technology', 'Cloud'] },
  row: (index) => ({
    title: `Post ${index}`, content: '<p>Text</p>', excerpt: `Excerpt ${index}`,
    tags: cycle(['react', 'react, node', 'nodejs, Design Systems, node', 'go, golang', 'design systems, react'], index), publishDate: '',
    readingTime: 5, featuredImage: null, category: cycle(['Technology', 'Cloud'], index), views: 0, ...published(`post-${index}`),
  }),
}, api);

describeListContract({
  field: 'subscriptions',
  path: '/api/subscription/all',
  entity: Subscription,
  listing: subscriptionListing,
  admin: true,
  filterTypes: { status: 'SubscriptionStatus' },
  row: (index) => ({ email: `reader${index}@example.com`, status: statusOf(SUBSCRIPTION_STATUSES, index), source: 'footer' }),
}, api);

describeListContract({
  field: 'contacts',
  path: '/api/contact/all',
  entity: Contact,
  listing: contactListing,
  admin: true,
  filterTypes: { status: 'ContactStatus', assigneeId: 'String' },
  row: (index) => ({
    firstName: `First${index}`, lastName: `Last${index}`, email: `writer${index}@example.com`, phone: '', company: `Company ${index}`,
    message: `Message ${index}`, status: statusOf(CONTACT_STATUSES, index), source: 'contact-form',
  }),
}, api);
