import { SERVICE_ICONS } from '@consultancy/domain';

/**
 * What a form edits, described as data and drawn by FieldEditor: a page's sections
 * (pages/page-configs.ts) and a defined collection's fields (definitions/). Names are the
 * API's field names.
 */
export type FieldSpec =
  /** `inputType`: what the browser's keyboard and autofill should expect. */
  | { type: 'text'; name: string; label: string; required?: boolean; multiline?: boolean; max?: number; helper?: string; inputType?: 'url' | 'email' }
  | { type: 'richText'; name: string; label: string; helper?: string }
  /** A number typed as text ('' when empty), so a half-typed value stays as typed. */
  | { type: 'number'; name: string; label: string; required?: boolean; integer?: boolean; min?: number; max?: number; helper?: string }
  | { type: 'select'; name: string; label: string; required?: boolean; options: ReadonlyArray<{ value: string; label: string }>; helper?: string }
  | { type: 'boolean'; name: string; label: string; helper?: string }
  /** A calendar day, YYYY-MM-DD ('' when empty). */
  | { type: 'date'; name: string; label: string; required?: boolean; helper?: string }
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
    } else if (spec.type === 'number') {
      errors.push(...numberErrors(spec, String(value ?? '').trim(), where));
    } else if ((spec.type === 'select' || spec.type === 'date') && spec.required && !String(value ?? '')) {
      errors.push(`${where} is required`);
    } else if (spec.type === 'group') {
      errors.push(...fieldErrors(spec.fields, (value ?? {}) as Values, [...at, spec.label]));
    } else if (spec.type === 'list') {
      ((value ?? []) as Values[]).forEach((item, index) => errors.push(...fieldErrors(spec.fields, item, [...at, `${spec.itemName} ${index + 1}`])));
    }
  }
  return errors;
}

function numberErrors(spec: Extract<FieldSpec, { type: 'number' }>, typed: string, where: string): string[] {
  if (!typed) return spec.required ? [`${where} is required`] : [];
  const number = Number(typed);
  if (!Number.isFinite(number) || (spec.integer && !Number.isInteger(number))) return [`${where} must be ${spec.integer ? 'a whole number' : 'a number'}`];
  if (spec.min !== undefined && number < spec.min) return [`${where} must be at least ${spec.min}`];
  if (spec.max !== undefined && number > spec.max) return [`${where} must be at most ${spec.max}`];
  return [];
}
