import { isoDateTime, localDateTime, publicationLabel, publicationMode } from './PublicationFields';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');

describe('publication choice', () => {
  it('reads Save draft, Publish or Schedule from status and publishAt', () => {
    expect(publicationMode('draft', '', NOW)).toBe('draft');
    expect(publicationMode('published', '', NOW)).toBe('publish');
    expect(publicationMode('published', localDateTime('2026-11-22T12:00:00.000Z'), NOW)).toBe('publish');
    expect(publicationMode('published', localDateTime('2026-11-24T09:00:00.000Z'), NOW)).toBe('schedule');
  });

  it('labels list rows Draft, Scheduled or Published', () => {
    expect(publicationLabel('draft', '2026-01-01T00:00:00.000Z', NOW)).toBe('Draft');
    expect(publicationLabel('published', '2026-12-01T00:00:00.000Z', NOW)).toBe('Scheduled');
    expect(publicationLabel('published', '2026-01-01T00:00:00.000Z', NOW)).toBe('Published');
  });

  it('turns the date-time field into ISO 8601 and back (to the minute), empty as none', () => {
    expect(isoDateTime(localDateTime('2026-11-24T09:30:00.000Z'))).toBe('2026-11-24T09:30:00.000Z');
    expect(isoDateTime('')).toBeNull();
    expect(localDateTime(null)).toBe('');
  });
});
