import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { usePagedList } from '../shared/usePagedList';
import { SearchedTable } from './SearchedTable';
import { DeleteRowButton } from '../table-screen/DeleteRowButton';
import type { RedirectRow } from './documents';

type RedirectsList = ReturnType<typeof usePagedList<RedirectRow>>;

/** The redirect table, newest first, each row with its hits and a Delete button. */
export function RedirectList({ list, deleting, onDelete }: { list: RedirectsList; deleting: (id: string) => boolean; onDelete: (id: string) => void }) {
  return (
    <SearchedTable list={list} label="Redirects" what="redirects" headers={['From', 'To', 'Status', 'Hits', 'Actions']} emptyText="No redirects yet.">
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
    </SearchedTable>
  );
}
