import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** Figures' columns: narrow on phones, where a list with three of them must leave room for its names. */
const FIGURE_WIDTH = { xs: '4.25rem', sm: '5.5rem' };
const CELL = { px: { xs: 0.5, sm: 1 }, fontSize: { xs: '0.78rem', sm: '0.875rem' } };

export interface TopListColumn<Row> {
  label: string;
  value: (row: Row) => string | number;
  /** Figures are right-aligned; the first column (a name) is not. */
  numeric?: boolean;
}

/** One ranked list of the analytics section (top pages, sources…), with a sentence for when it is empty. */
export function TopList<Row>({ title, rows, columns, empty }: { title: string; rows: readonly Row[]; columns: TopListColumn<Row>[]; empty: string }) {
  const heading = useId();
  return (
    <Card component="section" aria-labelledby={heading} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography id={heading} variant="h3" sx={{ fontSize: '1rem', fontWeight: 650, mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{empty}</Typography>
      ) : (
        <Table size="small" aria-labelledby={heading} sx={{ tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.numeric ? 'right' : 'left'} sx={{ ...CELL, width: column.numeric ? FIGURE_WIDTH : 'auto' }}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={index}>
                {columns.map((column) => (
                  <TableCell
                    key={column.label}
                    align={column.numeric ? 'right' : 'left'}
                    sx={{ ...CELL, overflowWrap: 'anywhere' }}
                  >
                    {column.numeric ? Number(column.value(row)).toLocaleString('en-US') : column.value(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
