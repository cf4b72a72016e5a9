import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatDateTime } from '../shared/format';
import type { usePagedList } from '../shared/usePagedList';
import { SearchedTable } from './SearchedTable';
import type { MissingRow } from './documents';

type MissingList = ReturnType<typeof usePagedList<MissingRow>>;

/** The 404 log, most requested first: each row offers "Redirect to…". */
export function MissingUrls({ list, onRedirect }: { list: MissingList; onRedirect: (path: string) => void }) {
  return (
    <SearchedTable list={list} label="Missing URLs" what="missing URLs" headers={['Path', 'Hits', 'Last seen', 'Linked from', 'Actions']} emptyText="No missing URLs asked for: every link people followed found its page.">
      {list.items.map((row) => (
        <TableRow key={row.id} hover data-testid="missing-row">
          <TableCell data-label="Path" sx={{ fontWeight: 550, wordBreak: 'break-all' }}>{row.path}</TableCell>
          <TableCell data-label="Hits">{row.hits}</TableCell>
          <TableCell data-label="Last seen" sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.lastSeenAt)}</TableCell>
          <TableCell data-label="Linked from" sx={{ wordBreak: 'break-all' }}>{row.referrer ?? '—'}</TableCell>
          <TableCell data-label="Actions" align="right">
            <Button size="small" aria-label={`Redirect to… (from ${row.path})`} onClick={() => onRedirect(row.path)}>Redirect to…</Button>
          </TableCell>
        </TableRow>
      ))}
    </SearchedTable>
  );
}
