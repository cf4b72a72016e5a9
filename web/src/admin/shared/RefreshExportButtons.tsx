import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** The Refresh and Export CSV pair of the subscription and contact screens. */
export function RefreshExportButtons(props: { loading: boolean; hasData: boolean; exporting: boolean; onRefresh(): void; onExport(): void }) {
  const { loading, hasData, exporting, onRefresh, onExport } = props;
  return (
    <>
      <Button variant="outlined" onClick={onRefresh} disabled={loading} startIcon={loading ? <CircularProgress size={16} /> : <RefreshIcon />}>
        Refresh
      </Button>
      <Button
        variant="contained"
        onClick={onExport}
        disabled={(loading && !hasData) || exporting}
        startIcon={exporting ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
      >
        Export CSV
      </Button>
    </>
  );
}
