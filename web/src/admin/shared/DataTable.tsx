import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A bordered table with its loading and empty states. On phones each row becomes
 * a stacked card: cells show their column name (data-label) before the value.
 */
export function DataTable({
  label, headers, loading, empty, emptyText, footer, children,
}: { label: string; headers: string[]; loading: boolean; empty: boolean; emptyText: string; footer?: ReactNode; children: ReactNode }) {
  return (
    <TableContainer component={Paper} sx={{ border: 1, borderColor: 'divider', position: 'relative' }}>
      <Table
        aria-label={label}
        sx={{
          '@media (max-width: 699.95px)': {
            '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
            '& tbody tr': { display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 },
            '& tbody td': { display: 'flex', flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', gap: 2, border: 0, py: 0.75, textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' },
            '& tbody td[data-label]::before': { content: 'attr(data-label)', fontWeight: 650, color: 'text.secondary', fontSize: '0.8rem', textAlign: 'left', flexShrink: 0 },
            '& tbody td[colspan]': { display: 'block' },
          },
        }}
      >
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header} align={header === 'Actions' ? 'right' : 'left'}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && empty ? (
            <TableRow>
              <TableCell colSpan={headers.length}>
                <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }} role="status">
                  <CircularProgress aria-label="Loading" />
                </Box>
              </TableCell>
            </TableRow>
          ) : empty ? (
            <TableRow>
              <TableCell colSpan={headers.length}>
                <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
                  {emptyText}
                </Typography>
              </TableCell>
            </TableRow>
          ) : (
            children
          )}
        </TableBody>
      </Table>
      {footer}
    </TableContainer>
  );
}
