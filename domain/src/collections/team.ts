import { DEFAULT_ABOUT_PAGE } from '../about-page';
import type { LeaderValues } from '../pages';
import { defineCollectionData } from './define';

/** A leader of the About page as a team member: `index` its place (0 first). */
export const memberOfLeader = (leader: LeaderValues, index: number) => ({
  name: leader.name, role: leader.role, bio: leader.bio, photo: leader.photo || null, photoAlt: `Portrait of ${leader.name}`, link: leader.profileUrl, order: index + 1,
});

/** The people behind the consultancy, shown on the About page: the two leaders first, then everyone else. */
export const team = defineCollectionData({
  names: { key: 'team', singular: 'team member', plural: 'team' },
  fields: [
    { kind: 'text', name: 'name', label: 'Name', required: true, maxLength: 120, searched: true, listed: true },
    { kind: 'text', name: 'role', label: 'Role', maxLength: 160, searched: true, listed: true },
    { kind: 'image', name: 'photo', label: 'Photo', altField: 'photoAlt' },
    { kind: 'longText', name: 'bio', label: 'Short bio', maxLength: 2000, searched: true },
    { kind: 'url', name: 'link', label: 'Professional network', help: 'The profile’s address, starting with https://.' },
    { kind: 'number', name: 'order', label: 'Order', integer: true, min: 0, max: 10_000, default: 0, listed: true, help: 'Lower comes first.' },
  ],
  options: {
    orderBy: ['order'],
    // The About page's two leader profiles, as the site shipped them, become its first two members.
    firstItems: DEFAULT_ABOUT_PAGE.leaders.map(memberOfLeader),
  },
});
