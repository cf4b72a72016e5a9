import { graphql } from '../gql';
import type { AdminVisitFieldsFragment } from '../gql/graphql';

/** The visit of a lead as the panel shows it (contacts, subscriptions). */
export const AdminVisitFields = graphql(`
  fragment AdminVisitFields on Visit { landingPage referrer source utmSource utmMedium utmCampaign pages secondsToSend }
`);

export type LeadVisit = AdminVisitFieldsFragment;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "under a minute", "4 min", "2 h 5 min", "3 days": how long the visitor read before sending. */
export function readingTime(seconds: number): string {
  if (seconds < 60) return 'under a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  return plural(Math.round(minutes / (24 * 60)), 'day');
}

/** One line: "linkedin.com · q3-campaign · landed on /portfolio/x · 3 pages · 4 min". */
export function visitSummary(visit: LeadVisit | null | undefined): string {
  if (!visit) return 'No visit recorded (sent without JavaScript, or before visits were kept)';
  const parts = [
    visit.source,
    visit.utmCampaign,
    `landed on ${visit.landingPage}`,
    plural(visit.pages.length, 'page'),
    visit.secondsToSend === null || visit.secondsToSend === undefined ? '' : readingTime(visit.secondsToSend),
  ];
  return parts.filter(Boolean).join(' · ');
}
