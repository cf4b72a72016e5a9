/**
 * Formatting for the public pages. Pure functions, so the server and the
 * browser print exactly the same text (no hydration mismatch): dates are read
 * and printed in UTC, whatever the machine's time zone.
 */
import { WORDS_PER_MINUTE } from '@consultancy/domain';

/** What a date shows when there is none (or it cannot be read). */
export const NO_DATE = 'N/A';

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads 'YYYY-MM-DD' as that calendar day, or an ISO date-time; null when empty or invalid. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const day = DAY_ONLY.exec(value.trim());
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The date's UTC calendar day printed by `print`, or NO_DATE. Printed by hand, as
 * Intl.DateTimeFormat('en-US') would: building an Intl formatter loads locale data,
 * a long task while a page hydrates on a phone.
 */
function format(value: string | null | undefined, print: (year: number, month: number, day: number) => string): string {
  const date = parseDate(value);
  return date ? print(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) : NO_DATE;
}

/** 'March 14, 2026' (portfolio and blog lists). */
export const formatLongDate = (value: string | null | undefined) => format(value, (year, month, day) => `${MONTHS[month]} ${day}, ${year}`);

/** 'Mar 14, 2026' (blog detail). */
export const formatShortDate = (value: string | null | undefined) => format(value, (year, month, day) => `${MONTHS[month].slice(0, 3)} ${day}, ${year}`);

/** '03/14/2026' (portfolio detail badge). */
export const formatNumericDate = (value: string | null | undefined) => format(value, (year, month, day) => `${twoDigits(month + 1)}/${twoDigits(day)}/${year}`);

/** The first date that is set: e.g. a project's date, else when it was created. */
export const firstDate = (...values: (string | null | undefined)[]) => values.find((value) => parseDate(value)) ?? '';

/** A machine-readable date for <time dateTime>, or undefined. */
export function isoDay(value: string | null | undefined): string | undefined {
  return parseDate(value)?.toISOString().slice(0, 10);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Plain text of rich-text HTML: tags dropped, block ends turned into spaces, entities decoded, whitespace collapsed. */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(p|div|h[1-6]|li|ul|ol|br|blockquote|pre|tr|td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A short plain-text summary (meta descriptions, cards), cut at a word boundary. */
export function excerpt(html: string | null | undefined, maxLength = 160): string {
  const text = stripHtml(html);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** Words of rich text, after stripping the markup. */
export const countWords = (html: string | null | undefined) => stripHtml(html).split(' ').filter(Boolean).length;

/** Minutes to read: the stored reading time, or the words at WORDS_PER_MINUTE, rounded up (at least 1). */
export function readingMinutes(stored: number | null | undefined, html: string | null | undefined): number {
  if (typeof stored === 'number' && Number.isFinite(stored) && stored > 0) return Math.round(stored);
  return Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE));
}

/** '5 min read' */
export const readingTimeLabel = (minutes: number) => `${minutes} min read`;

/** A tel: link for a phone number as people write it: '+1 (415) 555-0132' → 'tel:+14155550132'. */
export const telephoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
