import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { DataTable } from '../shared/DataTable';
import { ListPagination, ListSearch } from '../shared/ListControls';
import type { usePagedList } from '../shared/usePagedList';
import { DeleteRowButton } from '../table-screen/DeleteRowButton';
import type { RedirectRow } from './documents';

type RedirectsList = ReturnType<typeof usePagedList<RedirectRow>>;

/** The redirect table, newest first, each row with its hits and a Delete button. */
export function RedirectList({ list, deleting, onDelete }: { list: RedirectsList; deleting: (id: string) => boolean; onDelete: (id: string) => void }) {
  return (
    <>
      <ListSearch controls={list.controls} what="redirects" />
      <DataTable
        label="Redirects"
        headers={['From', 'To', 'Status', 'Hits', 'Actions']}
        loading={list.loading}
        empty={list.items.length === 0}
        emptyText={list.controls.filtered ? 'Nothing matches this search.' : 'No redirects yet.'}
        footer={list.total > 0 && <ListPagination controls={list.controls} label="Redirects" />}
      >
        {list.items.map((row) => (
          <TableRow key={row.id} hover data-testid="redirect-row">
            <TableCell data-label="From" sx={{ fontWeight: 550, wordBreak: 'break-all' }}>{row.fromPath}</TableCell>
            <TableCell data-label="To" sx={{ wordBreak: 'break-all' }}>{row.to}</TableCell>
            <TableCell data-label="Status">{row.status}</TableCell>
            <TableCell data-label="Hits">{row.hits}</TableCell>
            <TableCell data-label="Actions" align="right">
              <DeleteRowButton label={`Delete redirect from ${row.fromPath}`} busy={deleting(row.id)} onClick={() => onDelete(row.id)} />
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
    </>
  );
}
