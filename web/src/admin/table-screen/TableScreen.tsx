import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { DataTable } from '../shared/DataTable';
import { ListPagination, ListSearch } from '../shared/ListControls';
import type { ListFilter } from '../shared/paged-list';
import { PageHeader } from '../shared/PageHeader';
import { RefreshExportButtons } from '../shared/RefreshExportButtons';
import { StatCard } from '../shared/StatCard';
import type { TableScreenState } from './useTableScreen';

export interface Counter {
  label: string;
  value: number;
  icon: ReactNode;
  tone: string;
}

/** What the screen needs of its state: a paged list with Refresh and Export CSV; deleting only with `confirm`. */
export type TableScreenView = Pick<TableScreenState, 'controls' | 'loading' | 'loaded' | 'exporting' | 'refresh' | 'exportCsv'> &
  Partial<Pick<TableScreenState, 'confirming' | 'confirmDelete' | 'cancelDelete'>>;

interface Props {
  title: string;
  subtitle: string;
  state: TableScreenView;
  /** The three figures above the table. */
  counters?: Counter[];
  table: { label: string; headers: string[]; empty: boolean; emptyText: string };
  /** What the search box finds, e.g. 'contacts', and the status filter beside it. */
  search?: { what: string; filter: ListFilter };
  /** A list's own filters, shown instead of the search box (the Activity's). */
  filters?: ReactNode;
  /** The question before a delete, for screens that delete rows. */
  confirm?: { title: string; message: string };
  /** The table's rows. */
  children: ReactNode;
}

/** The empty table's text while a search or filter is on. */
export const NO_MATCH = 'Nothing matches this search.';

/** A table screen: header with Refresh / Export CSV, counters, the table, and the delete confirmation. */
export function TableScreen({ title, subtitle, state, counters, table, search, filters, confirm, children }: Props) {
  const { controls } = state;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={<RefreshExportButtons loading={state.loading} hasData={state.loaded} exporting={state.exporting} onRefresh={state.refresh} onExport={state.exportCsv} />}
      />
      {counters && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', mb: 3 }}>
          {counters.map((counter) => (
            <StatCard key={counter.label} {...counter} />
          ))}
        </Box>
      )}
      {filters ?? (search && <ListSearch controls={controls} filter={search.filter} what={search.what} />)}
      <DataTable
        label={table.label}
        headers={table.headers}
        loading={state.loading}
        empty={table.empty}
        emptyText={controls.filtered ? NO_MATCH : table.emptyText}
        footer={controls.total > 0 && <ListPagination controls={controls} label={table.label} />}
      >
        {children}
      </DataTable>
      {confirm && state.confirmDelete && state.cancelDelete && (
        <ConfirmDialog open={Boolean(state.confirming)} title={confirm.title} message={confirm.message} onConfirm={state.confirmDelete} onCancel={state.cancelDelete} />
      )}
    </>
  );
}
