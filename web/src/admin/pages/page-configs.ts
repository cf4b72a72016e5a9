import { PAGE_LIMITS, SEO_DESCRIPTION_MAX_LENGTH } from '@consultancy/domain';
import type { TypedDocumentNode } from '@apollo/client';
import type { RevisionKind } from '../gql/graphql';
import type { PreviewKind } from '../preview/public-previews';
import {
  AdminAboutPageFields, AdminAboutPageQuery, AdminContactPageFields, AdminContactPageQuery, AdminHomePageFields, AdminHomePageQuery,
  AdminSolutionsPageFields, AdminSolutionsPageQuery, UpdateAboutPageMutation, UpdateContactPageMutation, UpdateHomePageMutation, UpdateSolutionsPageMutation,
} from './documents';
import type { FieldSpec } from '../fields/field-spec';
import { callToActionSpec, heroSpec, introSpec } from './page-sections';

/** One editable page: where it shows, how it is read and saved, and what its form edits. */
export interface PageConfig {
  /** Its revisions' and drafts' name, and its preview's. */
  kind: RevisionKind & PreviewKind;
  label: string;
  /** Its public address. */
  path: string;
  query: TypedDocumentNode<any, any>;
  fragment: TypedDocumentNode<any, any>;
  mutation: TypedDocumentNode<any, any>;
  sections: FieldSpec[];
}

const text = (name: string, label: string, options: { required?: boolean; multiline?: boolean; max?: number; helper?: string } = {}): FieldSpec => ({
  type: 'text', name, label, max: options.multiline ? PAGE_LIMITS.text : PAGE_LIMITS.label, ...options,
});

export const HOME_PAGE: PageConfig = {
  kind: 'homePage',
  label: 'Home',
  path: '/',
  query: AdminHomePageQuery,
  fragment: AdminHomePageFields,
  mutation: UpdateHomePageMutation,
  sections: [
    heroSpec({ withImage: true, withPoints: true }),
    introSpec('servicesIntro', 'Services: heading (the cards are the Solutions page\'s services)'),
    callToActionSpec('servicesCallToAction', 'Services: the last card'),
    introSpec('industriesIntro', 'Industries: heading'),
    {
      type: 'list', name: 'industries', label: 'Industries', itemName: 'Industry', max: PAGE_LIMITS.items,
      blank: { name: '', text: '', image: '' },
      titleOf: (item) => String(item.name || 'New industry'),
      fields: [text('name', 'Name', { required: true }), text('text', 'Text', { multiline: true }), { type: 'image', name: 'image', label: 'Image' }],
    },
    {
      type: 'group', name: 'about', label: 'About us (bottom of the page)',
      fields: [
        text('eyebrow', 'Eyebrow'), text('title', 'Title', { required: true, max: PAGE_LIMITS.headline }), text('text', 'Text', { multiline: true }),
        { type: 'image', name: 'image', label: 'Image' }, text('badgeTitle', 'Badge title'), text('badgeText', 'Badge text'),
        {
          type: 'list', name: 'points', label: 'Reasons', itemName: 'Reason', max: PAGE_LIMITS.items, blank: { title: '', text: '' },
          titleOf: (item) => String(item.title || 'New reason'),
          fields: [text('title', 'Title', { required: true }), text('text', 'Text', { multiline: true })],
        },
        { type: 'link', name: 'button', label: 'Button' }, { type: 'link', name: 'moreLink', label: 'Second link' },
      ],
    },
  ],
};

export const SOLUTIONS_PAGE: PageConfig = {
  kind: 'solutionsPage',
  label: 'Solutions',
  path: '/solutions',
  query: AdminSolutionsPageQuery,
  fragment: AdminSolutionsPageFields,
  mutation: UpdateSolutionsPageMutation,
  sections: [
    heroSpec({ withImage: false, withPoints: false }),
    {
      type: 'list', name: 'services', label: 'Services', itemName: 'Service', max: PAGE_LIMITS.items,
      blank: { anchor: '', name: '', icon: 'browser', summary: '', details: '', points: [], image: '', imageAlt: '' },
      titleOf: (item) => String(item.name || 'New service'),
      fields: [
        text('name', 'Name', { required: true }),
        text('anchor', 'Anchor', { helper: 'Its place on /solutions: /solutions#anchor (lowercase letters, digits, hyphens)' }),
        { type: 'icon', name: 'icon', label: 'Icon' },
        text('summary', 'Summary (the card on the home page)', { required: true, multiline: true }),
        text('details', 'Details', { multiline: true }),
        { type: 'lines', name: 'points', label: 'Bullet points', helper: 'One per line' },
        { type: 'image', name: 'image', label: 'Image' },
        text('imageAlt', 'Image description (alt text)'),
      ],
    },
    callToActionSpec('callToAction', 'Call to action (bottom of the page)'),
  ],
};

export const ABOUT_PAGE: PageConfig = {
  kind: 'aboutPage',
  label: 'About',
  path: '/about',
  query: AdminAboutPageQuery,
  fragment: AdminAboutPageFields,
  mutation: UpdateAboutPageMutation,
  sections: [
    heroSpec({ withImage: false, withPoints: false }),
    {
      type: 'group', name: 'story', label: 'Our story',
      fields: [text('eyebrow', 'Eyebrow'), text('title', 'Title', { required: true, max: PAGE_LIMITS.headline }), { type: 'richText', name: 'text', label: 'Story' }],
    },
    {
      type: 'list', name: 'milestones', label: 'Milestones', itemName: 'Milestone', max: PAGE_LIMITS.items, blank: { title: '', text: '' },
      titleOf: (item) => [item.title, item.text].filter(Boolean).join(' · ') || 'New milestone',
      fields: [text('title', 'Year or title', { required: true }), text('text', 'Text')],
    },
    // The leaders beside the story are the Team screen's first two members, and everyone after them shows below.
    {
      type: 'group', name: 'values', label: 'Our values',
      fields: [text('eyebrow', 'Eyebrow'), text('title', 'Title', { required: true, max: PAGE_LIMITS.headline }), { type: 'lines', name: 'words', label: 'Values', helper: 'One per line' }, text('text', 'Text', { multiline: true })],
    },
  ],
};

/** The form's own labels and messages stay in code; the email and phone are the Footer screen's. */
export const CONTACT_PAGE: PageConfig = {
  kind: 'contactPage',
  label: 'Contact',
  path: '/contact',
  query: AdminContactPageQuery,
  fragment: AdminContactPageFields,
  mutation: UpdateContactPageMutation,
  sections: [
    {
      type: 'group', name: 'meta', label: 'Search results',
      fields: [text('description', 'Description', { multiline: true, max: SEO_DESCRIPTION_MAX_LENGTH, helper: 'What search results and shared links show; empty: the site\'s default description' })],
    },
    heroSpec({ withImage: false, withPoints: false }),
    {
      type: 'group', name: 'details', label: 'Beside the form (the email and phone are the Footer screen\'s)',
      fields: [
        text('title', 'Title', { required: true, max: PAGE_LIMITS.headline }),
        text('hours', 'When to call', { multiline: true }),
        text('responseTime', 'Response time'),
      ],
    },
    {
      type: 'list', name: 'steps', label: 'Steps after a message', itemName: 'Step', max: PAGE_LIMITS.items, blank: { title: '', text: '' },
      titleOf: (item) => String(item.title || 'New step'),
      fields: [text('title', 'Title', { required: true }), text('text', 'Text', { multiline: true })],
    },
  ],
};

/** The Pages screen's tabs, in order. */
export const PAGES: readonly PageConfig[] = [HOME_PAGE, SOLUTIONS_PAGE, ABOUT_PAGE, CONTACT_PAGE];
