import {
  NO_DATE,
  countWords,
  excerpt,
  firstDate,
  formatLongDate,
  formatNumericDate,
  formatShortDate,
  isoDay,
  readingMinutes,
  readingTimeLabel,
  stripHtml,
} from './format';

describe('dates in US English', () => {
  it('prints a project or post day with a long month (lists)', () => {
    expect(formatLongDate('2026-03-14')).toBe('March 14, 2026');
    expect(formatLongDate('2025-12-01')).toBe('December 1, 2025');
  });

  it('prints a short month on the blog detail', () => {
    expect(formatShortDate('2026-03-14')).toBe('Mar 14, 2026');
    expect(formatShortDate('2026-09-05')).toBe('Sep 5, 2026');
  });

  it('prints two-digit month/day/year on the project badge', () => {
    expect(formatNumericDate('2026-03-04')).toBe('03/04/2026');
    expect(formatNumericDate('2025-11-23')).toBe('11/23/2025');
  });

  it('keeps the calendar day whatever the time zone (a YYYY-MM-DD is never shifted)', () => {
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatNumericDate('2026-12-31')).toBe('12/31/2026');
  });

  it('prints every day of a year as Intl.DateTimeFormat en-US does (it is printed without Intl)', () => {
    const intl = (options: Intl.DateTimeFormatOptions, date: Date) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date);
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2024, 0, 1 + day));
      const value = date.toISOString();
      expect(formatLongDate(value)).toBe(intl({ year: 'numeric', month: 'long', day: 'numeric' }, date));
      expect(formatShortDate(value)).toBe(intl({ year: 'numeric', month: 'short', day: 'numeric' }, date));
      expect(formatNumericDate(value)).toBe(intl({ year: 'numeric', month: '2-digit', day: '2-digit' }, date));
    }
  });

  it('reads ISO date-times in UTC', () => {
    expect(formatLongDate('2026-03-14T23:30:00.000Z')).toBe('March 14, 2026');
    expect(formatShortDate('2026-03-14T00:10:00Z')).toBe('Mar 14, 2026');
  });

  it.each([[''], [null], [undefined], ['not a date'], ['2026-13-45x']])('shows N/A for %p', (value) => {
    expect(formatLongDate(value)).toBe(NO_DATE);
    expect(formatShortDate(value)).toBe('N/A');
    expect(formatNumericDate(value)).toBe('N/A');
    expect(isoDay(value)).toBeUndefined();
  });

  it('falls back to the next date that is set', () => {
    expect(firstDate('', '2025-06-01T10:00:00.000Z')).toBe('2025-06-01T10:00:00.000Z');
    expect(firstDate('2026-03-14', '2025-06-01T10:00:00.000Z')).toBe('2026-03-14');
    expect(firstDate('', null)).toBe('');
    expect(isoDay('2026-03-14')).toBe('2026-03-14');
  });
});

describe('rich text to plain text', () => {
  it('drops tags, keeps words apart at block ends and decodes entities', () => {
    expect(stripHtml('<h2>Overview</h2><p>A <strong>fast</strong> &amp; tidy app.</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Overview A fast & tidy app. One Two',
    );
    expect(stripHtml('<p>Tom&#39;s &lt;b&gt; &quot;plan&quot;&nbsp;&#x2014; done</p>')).toBe('Tom\'s <b> "plan" — done');
    expect(stripHtml('<p>a<script>alert(1)</script>b</p>')).toBe('a b');
    expect(stripHtml('')).toBe('');
    expect(stripHtml(null)).toBe('');
  });

  it('cuts an excerpt at a word boundary with an ellipsis', () => {
    const text = `<p>${'word '.repeat(60)}</p>`;
    const cut = excerpt(text, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('word…')).toBe(true);
    expect(excerpt('<p>Short text.</p>', 50)).toBe('Short text.');
  });
});

describe('reading time', () => {
  it('uses the stored reading time when there is one', () => {
    expect(readingMinutes(7, '<p>one two three</p>')).toBe(7);
    expect(readingMinutes(1, '')).toBe(1);
  });

  it('otherwise counts words / 200, rounded up, after stripping tags', () => {
    const words = (count: number) => `<p>${Array.from({ length: count }, (_, index) => `<em>w${index}</em>`).join(' ')}</p>`;
    expect(countWords(words(201))).toBe(201);
    expect(readingMinutes(0, words(200))).toBe(1);
    expect(readingMinutes(undefined, words(201))).toBe(2);
    expect(readingMinutes(null, words(1000))).toBe(5);
    expect(readingMinutes(null, words(1001))).toBe(6);
    expect(readingMinutes(null, '')).toBe(1);
  });

  it('reads as "N min read"', () => {
    expect(readingTimeLabel(5)).toBe('5 min read');
  });
});
