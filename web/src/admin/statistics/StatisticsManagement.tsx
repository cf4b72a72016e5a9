import RefreshIcon from '@mui/icons-material/Refresh';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { graphql } from '../gql';
import { PageHeader } from '../shared/PageHeader';
import { useGuardedSave } from '../shared/useGuardedSave';
import { useLoadError } from '../shared/useLoadError';
import { STATISTICS_FIELDS, missingStatistics, pickStatistics, type StatisticsName, type StatisticsValues } from './statistics-fields';

const AdminStatistics = graphql(`
  query AdminStatistics {
    statistics {
      _id
      projectsCompleted
      projectsCompletedDescription
      industriesServed
      industriesServedDescription
      clientSatisfaction
      clientSatisfactionDescription
    }
  }
`);

const AdminUpdateStatistics = graphql(`
  mutation AdminUpdateStatistics($input: StatisticsInput!) {
    updateStatistics(input: $input) {
      success
      message
      statistics {
        _id
        projectsCompleted
        projectsCompletedDescription
        industriesServed
        industriesServedDescription
        clientSatisfaction
        clientSatisfactionDescription
      }
    }
  }
`);

const PREVIEW: { value: StatisticsName; description: StatisticsName; caption: string }[] = [
  { value: 'projectsCompleted', description: 'projectsCompletedDescription', caption: 'Projects Completed' },
  { value: 'industriesServed', description: 'industriesServedDescription', caption: 'Industries Served' },
  { value: 'clientSatisfaction', description: 'clientSatisfactionDescription', caption: 'Client Satisfaction' },
];

export function StatisticsManagement() {
  const { data, loading, error, refetch } = useQuery(AdminStatistics, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [update, { loading: saving }] = useMutation(AdminUpdateStatistics);
  const [values, setValues] = useState<StatisticsValues>(() => pickStatistics(null));
  const [touched, setTouched] = useState(false);
  const guardedSave = useGuardedSave({ success: 'Statistics updated successfully!', failure: 'Failed to update statistics' });
  useLoadError(error, 'Failed to load statistics');

  useEffect(() => {
    if (data?.statistics) setValues(pickStatistics(data.statistics));
  }, [data]);

  const refresh = async () => {
    try {
      const result = await refetch();
      if (result.data?.statistics) setValues(pickStatistics(result.data.statistics));
      setTouched(false);
    } catch {
      // useLoadError reports it.
    }
  };

  const missing = missingStatistics(values);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing.length) return;
    await guardedSave(async () => (await update({ variables: { input: values } })).data?.updateStatistics);
  };

  const busy = loading && !data;

  return (
    <>
      <PageHeader
        title="Statistics Management"
        subtitle="The figures shown in 'This is Us In Numbers' on the About page."
        actions={
          <Button variant="outlined" onClick={() => void refresh()} disabled={loading} startIcon={loading ? <CircularProgress size={16} /> : <RefreshIcon />}>
            Refresh
          </Button>
        }
      />
      {busy ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }} role="status" aria-live="polite">
          <CircularProgress aria-label="Loading statistics" />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
          <Card component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }} aria-label="Statistics">
            <Typography variant="h2" sx={{ mb: 2 }}>
              Statistics
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
              {STATISTICS_FIELDS.map((field) => {
                const invalid = touched && missing.includes(field.name);
                return (
                  <TextField
                    key={field.name}
                    name={field.name}
                    label={field.label}
                    value={values[field.name]}
                    onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
                    required
                    multiline={field.multiline}
                    minRows={field.multiline ? 2 : undefined}
                    error={invalid}
                    helperText={invalid ? `${field.label} is required` : undefined}
                    fullWidth
                  />
                );
              })}
            </Box>
            <Button type="submit" variant="contained" size="large" disabled={saving} sx={{ mt: 3 }} startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}>
              Update Statistics
            </Button>
          </Card>
          <Card component="section" aria-labelledby="statistics-preview" sx={{ p: { xs: 2, sm: 3 }, bgcolor: '#0f172a', color: '#f8fafc', borderColor: '#0f172a' }}>
            <Typography variant="overline" sx={{ color: '#93c5fd', fontWeight: 700, letterSpacing: '0.12em' }}>
              Live preview
            </Typography>
            <Typography id="statistics-preview" variant="h2" sx={{ mb: 2.5, color: '#fff', fontSize: '1.4rem' }}>
              This is Us In Numbers
            </Typography>
            <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="statistics-preview">
              {PREVIEW.map((item) => (
                <Box key={item.value} sx={{ borderLeft: '3px solid #3b82f6', pl: 2 }}>
                  <Typography sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.1, color: '#fff', overflowWrap: 'anywhere' }}>{values[item.value] || '—'}</Typography>
                  <Typography sx={{ fontWeight: 650, color: '#cbd5e1', fontSize: '0.9rem' }}>{item.caption}</Typography>
                  <Typography variant="body2" sx={{ color: '#94a3b8', overflowWrap: 'anywhere' }}>
                    {values[item.description]}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Card>
        </Box>
      )}
    </>
  );
}
