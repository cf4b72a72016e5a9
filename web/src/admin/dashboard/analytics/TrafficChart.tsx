import { LineChart } from '@mui/x-charts/LineChart';

interface Day {
  date: string;
  views: number;
  visitors: number;
}

/** 'Mar 14' for '2026-03-14' (UTC, as the days are counted). */
const shortDate = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Views and visitors per day, oldest first. */
export function TrafficChart({ series }: { series: readonly Day[] }) {
  return (
    <LineChart
      height={260}
      xAxis={[{ scaleType: 'point', data: series.map((day) => day.date), valueFormatter: shortDate }]}
      yAxis={[{ min: 0, tickMinStep: 1 }]}
      series={[
        { label: 'Views', data: series.map((day) => day.views), color: '#7c3aed', showMark: series.length <= 31 },
        { label: 'Visitors', data: series.map((day) => day.visitors), color: '#0d9488', showMark: series.length <= 31 },
      ]}
      margin={{ left: 8, right: 16 }}
    />
  );
}
