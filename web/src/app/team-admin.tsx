import { team, titleFieldOf } from '@consultancy/domain/collections';
import { definedDashboardQuery, definedScreen, GroupsIcon } from '../admin/screens';
import type { CollectionAdmin } from './admin-collections';

const titleField = titleFieldOf(team) ?? 'id';

/** The team's admin half: its screen and card come from its definition (domain/src/collections/team.ts). */
const teamAdmin: CollectionAdmin<never, Record<string, string>> = {
  screen: definedScreen(team, { intro: 'The people the About page introduces: the two leaders first, then everyone else, in their order.' }),
  icon: GroupsIcon,
  dashboard: {
    order: 4,
    label: 'Team Members',
    tone: '#0f766e',
    recent: 1,
    query: definedDashboardQuery(team),
    title: (member) => member[titleField],
    colors: { bg: '#ccfbf1', fg: '#115e59' },
    quickAction: { label: 'Add Team Member', variant: 'outlined' },
  },
};
export default teamAdmin;
