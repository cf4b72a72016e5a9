import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { SEARCH_MAX_CHARS } from '@consultancy/domain';
import { PAGE_SIZES, type ListFilter } from './paged-list';
import type { ListControlsState } from './usePagedList';

/** The search box and the filter above a list. */
export function ListSearch({ controls, filter, what }: { controls: ListControlsState; filter?: ListFilter; what: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
      <TextField
        type="search"
        size="small"
        label={`Search ${what}`}
        value={controls.search}
        onChange={(event) => controls.setSearch(event.target.value)}
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{
          htmlInput: { maxLength: SEARCH_MAX_CHARS },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {filter && (
        <TextField
          select
          size="small"
          label={filter.label}
          value={controls.filter}
          onChange={(event) => controls.setFilter(event.target.value)}
          sx={{ minWidth: { sm: 180 } }}
        >
          <MenuItem value="">All</MenuItem>
          {filter.options.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}

/** MUI's table pagination under a list: page size choice, 'x–y of total', previous and next page. */
export function ListPagination({ controls, label }: { controls: ListControlsState; label: string }) {
  return (
    <TablePagination
      component="div"
      count={controls.total}
      page={controls.pageIndex}
      rowsPerPage={controls.limit}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_event, pageIndex) => controls.setPage(pageIndex)}
      onRowsPerPageChange={(event) => controls.setLimit(Number(event.target.value))}
      labelRowsPerPage="Per page:"
      aria-label={`${label} pages`}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 0, sm: 2 } } }}
    />
  );
}
