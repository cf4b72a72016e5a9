import type { TypedDocumentNode } from '@apollo/client';
import { debounce } from '@mui/material/utils';
import { useEffect, useMemo, useState } from 'react';
import { downloadFile, exportQuery } from '../shared/download';
import { useNotify } from '../shared/notify';
import { SEARCH_DELAY_MS, type ListVariables } from '../shared/paged-list';
import { useLoadError } from '../shared/useLoadError';
import { usePagedList } from '../shared/usePagedList';
import { NO_FILTERS, activityNarrowing, type ActivityFilters } from './activity-data';
import { AuditEntriesQuery, type AuditRow } from './documents';

/**
 * The Activity list: a page of audit entries from the server, newest first, narrowed by the
 * filters (each change back to the first page), with Refresh and Export CSV of every match.
 */
export function useActivity() {
  // What the fields show at once; `sent` follows, the email after a pause in typing.
  const [shown, setShown] = useState<ActivityFilters>(NO_FILTERS);
  const [sent, setSent] = useState<ActivityFilters>(NO_FILTERS);
  const [exporting, setExporting] = useState(false);
  const narrowing = activityNarrowing(sent);
  const query = AuditEntriesQuery as unknown as TypedDocumentNode<Record<string, unknown>, ListVariables>;
  const list = usePagedList<AuditRow>(query, { narrowing, fetchPolicy: 'network-only' });
  const notify = useNotify();
  useLoadError(list.error, 'Failed to load activity');

  const { setPage } = list.controls;
  const send = useMemo(() => debounce((filters: ActivityFilters) => { setSent(filters); setPage(0); }, SEARCH_DELAY_MS), [setPage]);
  useEffect(() => () => send.clear(), [send]);

  const change = (part: Partial<ActivityFilters>) => {
    const next = { ...shown, ...part };
    setShown(next);
    if ('adminEmail' in part) return send(next);
    send.clear();
    setSent(next);
    setPage(0);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(`/api/admin/audit/export${exportQuery(narrowing)}`, 'audit.csv');
      notify.success('Activity exported successfully');
    } catch (problem) {
      console.warn('Failed to export activity', problem);
      notify.error('Failed to export activity');
    } finally {
      setExporting(false);
    }
  };

  return {
    rows: list.items,
    filters: shown,
    change,
    state: {
      controls: list.controls,
      loading: list.loading,
      loaded: Boolean(list.data),
      exporting,
      refresh: () => void list.refetch().catch(() => undefined),
      exportCsv: () => void exportCsv(),
    },
  };
}
