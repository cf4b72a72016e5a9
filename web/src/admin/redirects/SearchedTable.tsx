import type { ReactNode } from 'react';
import { DataTable } from '../shared/DataTable';
import { ListPagination, ListSearch } from '../shared/ListControls';
import type { ListControlsState } from '../shared/usePagedList';
import { NO_MATCH } from '../table-screen/TableScreen';

interface Props {
  list: { controls: ListControlsState; loading: boolean; total: number; items: ReadonlyArray<unknown> };
  /** The table's name, e.g. 'Redirects'; the search box says "Search {what}". */
  label: string;
  what: string;
  headers: string[];
  emptyText: string;
  children: ReactNode;
}

/** One of the screen's two lists: its search box, the table with its empty text, and the paging under it. */
export function SearchedTable({ list, label, what, headers, emptyText, children }: Props) {
  return (
    <>
      <ListSearch controls={list.controls} what={what} />
      <DataTable
        label={label}
        headers={headers}
        loading={list.loading}
        empty={list.items.length === 0}
        emptyText={list.controls.filtered ? NO_MATCH : emptyText}
        footer={list.total > 0 && <ListPagination controls={list.controls} label={label} />}
      >
        {children}
      </DataTable>
    </>
  );
}
