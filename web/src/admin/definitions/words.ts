import { collectionNaming, type CollectionNames } from '@consultancy/domain/collections';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const titleCase = (text: string) => text.split(' ').map(capitalise).join(' ');

/** English plural of a noun phrase's last word: 'team member' → 'team members', 'case study' → 'case studies'. */
export function pluralOf(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** A machine word of a closed list as an editor reads it: 'FULL_TIME' → 'Full time'. */
export const optionLabel = (value: string) => capitalise(value.toLowerCase().replace(/_/g, ' '));

/**
 * Every word a defined collection's screen shows, from its names: 'team member' / 'team'
 * gives "Team Management", "Add New Team Member", "No team members yet…".
 */
export function screenWords(names: CollectionNames) {
  const items = pluralOf(names.singular);
  const item = titleCase(names.singular);
  return {
    kind: names.singular,
    label: collectionNaming(names).label,
    title: `${titleCase(names.plural)} Management`,
    formHeading: { add: `Add New ${item}`, edit: `Edit ${item}` },
    submitLabels: { add: `Add ${item}`, update: `Update ${item}`, adding: 'Adding...', updating: 'Updating...' },
    listTitle: titleCase(items),
    emptyText: `No ${items} yet. Add the first one with the form.`,
    searchLabel: items,
  };
}
