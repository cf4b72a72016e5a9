import { DEFAULT_STATISTICS } from '@consultancy/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SaveButton, SettingsScreen } from '../settings-form/SettingsScreen';
import { useSettingsForm } from '../settings-form/useSettingsForm';
import { StatisticsFieldsFragment, StatisticsQuery, UpdateStatisticsMutation } from './documents';
import { STATISTICS_FIELDS, pickStatistics, validateStatistics } from './statistics-fields';
import { StatisticsPreview } from './StatisticsPreview';

export function StatisticsManagement() {
  const form = useSettingsForm({
    kind: 'statistics',
    query: StatisticsQuery,
    fragment: StatisticsFieldsFragment,
    mutation: UpdateStatisticsMutation,
    pick: pickStatistics,
    initial: { ...DEFAULT_STATISTICS },
    validate: validateStatistics,
    messages: { loadFailed: 'Failed to load statistics', success: 'Statistics updated successfully!', failure: 'Failed to update statistics' },
  });
  return (
    <SettingsScreen
      title="Statistics Management"
      subtitle="The figures shown in 'This is Us In Numbers' on the About page."
      loadingLabel="Loading statistics"
      form={form}
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
        <Card component="form" onSubmit={form.submit} noValidate sx={{ p: { xs: 2, sm: 3 } }} aria-label="Statistics">
          <Typography variant="h2" sx={{ mb: 2 }}>
            Statistics
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
            {STATISTICS_FIELDS.map(({ name, label, multiline }) => (
              <TextField key={name} label={label} {...form.field(name)} multiline={multiline} minRows={multiline ? 2 : undefined} fullWidth />
            ))}
          </Box>
          <SaveButton saving={form.saving} sx={{ mt: 3 }}>
            Update Statistics
          </SaveButton>
        </Card>
        <StatisticsPreview values={form.values} />
      </Box>
    </SettingsScreen>
  );
}
