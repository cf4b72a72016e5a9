import { PAGE_LIMITS, SERVICE_ICONS } from '@consultancy/domain';

/**
 * What a page form edits, described as data: one config per page (page-configs.ts) made of
 * these, drawn by FieldEditor. Names are the API's field names.
 */
export type FieldSpec =
  | { type: 'text'; name: string; label: string; required?: boolean; multiline?: boolean; max?: number; helper?: string }
  | { type: 'richText'; name: string; label: string }
  | { type: 'image'; name: string; label: string }
  | { type: 'icon'; name: string; label: string }
  /** A list of short texts, one per line. */
  | { type: 'lines'; name: string; label: string; helper?: string }
  /** A { label, link } pair. */
  | { type: 'link'; name: string; label: string }
  | { type: 'group'; name: string; label: string; fields: FieldSpec[] }
  /** Repeatable items, reordered by drag and drop. */
  | { type: 'list'; name: string; label: string; itemName: string; fields: FieldSpec[]; blank: Record<string, unknown>; max?: number; titleOf: (item: Record<string, unknown>) => string };

export type Values = Record<string, unknown>;

export const ICON_LABELS: Record<(typeof SERVICE_ICONS)[number], string> = {
  browser: 'Browser window', code: 'Code', phone: 'Phone', lightbulb: 'Light bulb', database: 'Database', chart: 'Chart', shield: 'Shield', cloud: 'Cloud',
};

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

/** The messages of the required fields left blank and the texts over their limits, by where they are. */
export function fieldErrors(specs: readonly FieldSpec[], values: Values, at: string[] = []): string[] {
  const errors: string[] = [];
  for (const spec of specs) {
    const value = values[spec.name];
    const where = [...at, spec.label].join(' › ');
    if (spec.type === 'text') {
      const text = typeof value === 'string' ? value : '';
      if (spec.required && !text.trim()) errors.push(`${where} is required`);
      if (spec.max && text.length > spec.max) errors.push(`${where} must be at most ${spec.max} characters`);
    } else if (spec.type === 'group') {
      errors.push(...fieldErrors(spec.fields, (value ?? {}) as Values, [...at, spec.label]));
    } else if (spec.type === 'list') {
      ((value ?? []) as Values[]).forEach((item, index) => errors.push(...fieldErrors(spec.fields, item, [...at, `${spec.itemName} ${index + 1}`])));
    }
  }
  return errors;
}

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
