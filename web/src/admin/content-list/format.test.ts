import { formatListDate, toDateInput } from './format';

describe('dates in the lists', () => {
  it('formats a stored day in US English with a long month, whatever the time zone', () => {
    expect(formatListDate('2025-03-05')).toBe('March 5, 2025');
    expect(formatListDate('2024-12-31T23:30:00.000Z')).toBe('December 31, 2024');
  });
  it("says 'N/A' for nothing or nonsense", () => {
    expect(formatListDate('')).toBe('N/A');
    expect(formatListDate('not a date')).toBe('N/A');
  });
  it('gives the YYYY-MM-DD of a date input', () => {
    expect(toDateInput('2025-03-05T10:00:00Z')).toBe('2025-03-05');
    expect(toDateInput(undefined)).toBe('');
  });
});
