/** 'YYYY-MM-DD' (or an ISO date-time) as 'March 5, 2024'; 'N/A' when absent or unreadable. */
export function formatListDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** An ISO date-time as the YYYY-MM-DD a date input holds ('' when absent). */
export function toDateInput(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return match ? match[1] : '';
}
