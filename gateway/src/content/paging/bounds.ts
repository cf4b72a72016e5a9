import { DAY_MS } from '../../infra/periodic/repeat-every';
import { badInput } from '../../api/errors/api-error';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** ISO 8601 with a time: 2026-03-14T09:05, seconds and fraction optional, Z or an offset optional (then UTC). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

export const boundMessage = (name: string) => `${name} must be a date (YYYY-MM-DD) or a date and time (ISO 8601)`;
export const textMessage = (name: string, maxChars: number) => `${name} must be at most ${maxChars} characters`;
const RANGE_ORDER_MESSAGE = 'from must not be after to';

/**
 * A `from`/`to` argument as a moment, or null when it is not a real date. A date
 * alone means the start of that day (UTC) for `from` and its last millisecond for `to`,
 * so `from=2026-03-01&to=2026-03-01` is the whole first of March.
 */
function parseBound(text: unknown, end: 'from' | 'to'): Date | null {
  if (typeof text !== 'string') return null;
  const value = text.trim();
  const dateOnly = DATE_ONLY.test(value);
  if (!dateOnly && !DATE_TIME.test(value)) return null;
  const hasZone = /(Z|[+-]\d{2}:\d{2})$/.test(value);
  const moment = new Date(dateOnly || hasZone ? (dateOnly ? `${value}T00:00:00.000Z` : value) : `${value}Z`);
  if (Number.isNaN(moment.getTime())) return null;
  // 2026-02-30 parses as March 2nd: refuse a date that is not the one written.
  if (moment.toISOString().slice(0, 10) !== value.slice(0, 10) && (dateOnly || !hasZone)) return null;
  return dateOnly && end === 'to' ? new Date(moment.getTime() + DAY_MS - 1) : moment;
}

export const boundFits = (end: 'from' | 'to') => (value: unknown) =>
  value === null || value === undefined || value === '' || parseBound(value, end) !== null;

export const textFits = (maxChars: number) => (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim().length <= maxChars);

/** The range's moments, refused when `from` comes after `to`. */
export function rangeOf(from: unknown, to: unknown): { from?: Date; to?: Date } {
  const range = {
    from: from ? parseBound(from, 'from') ?? undefined : undefined,
    to: to ? parseBound(to, 'to') ?? undefined : undefined,
  };
  if (range.from && range.to && range.from > range.to) throw badInput(RANGE_ORDER_MESSAGE);
  return range;
}
