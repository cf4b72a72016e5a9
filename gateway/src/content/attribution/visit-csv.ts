import type { CsvValue } from '../csv/csv-text';
import { knownVisit, type Visit } from './visit';

/** The visit's columns of a lead export, after the SPEC's own columns. */
export const VISIT_CSV_HEADERS = ['Visit Source', 'UTM Medium', 'UTM Campaign', 'Referrer', 'Landing Page', 'Pages Viewed', 'Minutes To Send'];

/** A lead's visit as cells under VISIT_CSV_HEADERS: empty when no visit is known. */
export function visitCsvCells(stored: Visit | undefined): CsvValue[] {
  const visit = knownVisit(stored);
  if (!visit) return VISIT_CSV_HEADERS.map(() => '');
  const minutes = visit.secondsToSend === null ? '' : Math.round(visit.secondsToSend / 60);
  return [visit.source, visit.utmMedium, visit.utmCampaign, visit.referrer, visit.landingPage, (visit.pages ?? []).join(' '), minutes];
}
