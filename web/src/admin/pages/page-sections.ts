import { PAGE_LIMITS } from '@consultancy/domain';
import type { FieldSpec, Values } from '../fields/field-spec';

/** The hero every page starts with; `image` only where the page shows one. */
export const heroSpec = ({ withImage, withPoints }: { withImage: boolean; withPoints: boolean }): FieldSpec => ({
  type: 'group',
  name: 'hero',
  label: 'Hero',
  fields: [
    { type: 'text', name: 'eyebrow', label: 'Eyebrow', max: PAGE_LIMITS.label, helper: 'The short line above the headline' },
    { type: 'text', name: 'headline', label: 'Headline', required: true, max: PAGE_LIMITS.headline },
    ...(withImage ? [{ type: 'text', name: 'highlight', label: 'Highlighted words', max: PAGE_LIMITS.headline, helper: 'Words of the headline shown in colour' } as const] : []),
    { type: 'text', name: 'text', label: 'Text', multiline: true, max: PAGE_LIMITS.text },
    {
      type: 'list', name: 'buttons', label: 'Buttons', itemName: 'Button', max: 2, blank: { label: '', link: '/' },
      fields: [{ type: 'text', name: 'label', label: 'Label', required: true, max: PAGE_LIMITS.label }, { type: 'text', name: 'link', label: 'Link', helper: 'A path such as /contact or a full URL' }],
      titleOf: (item) => String(item.label || 'Button'),
    },
    ...(withPoints ? [{ type: 'lines', name: 'points', label: 'Reasons under the buttons', helper: 'One per line' } as const] : []),
    ...(withImage ? [{ type: 'image', name: 'image', label: 'Image' } as const, { type: 'text', name: 'imageAlt', label: 'Image description (alt text)', max: PAGE_LIMITS.label } as const] : []),
  ],
});

export const introSpec = (name: string, label: string): FieldSpec => ({
  type: 'group',
  name,
  label,
  fields: [
    { type: 'text', name: 'eyebrow', label: 'Eyebrow', max: PAGE_LIMITS.label },
    { type: 'text', name: 'title', label: 'Title', required: true, max: PAGE_LIMITS.headline },
    { type: 'text', name: 'text', label: 'Text', multiline: true, max: PAGE_LIMITS.text },
  ],
});

export const callToActionSpec = (name: string, label: string): FieldSpec => ({
  type: 'group',
  name,
  label,
  fields: [
    { type: 'text', name: 'title', label: 'Title', required: true, max: PAGE_LIMITS.headline },
    { type: 'text', name: 'text', label: 'Text', multiline: true, max: PAGE_LIMITS.text },
    { type: 'link', name: 'button', label: 'Button' },
  ],
});

/** The form's values from what was read: every section as stored, without ids, versions or type names. */
export function pickPage(source: Values | null | undefined): Values {
  const { id: _id, version: _version, ...sections } = withoutTypeNames(source ?? {}) as Values;
  return sections;
}

function withoutTypeNames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTypeNames);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== '__typename').map(([key, inner]) => [key, withoutTypeNames(inner)]));
  }
  return value;
}
