import { useQuery } from '@apollo/client/react';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import TimerIcon from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import { StatCard } from '../shared/StatCard';
import { MeQuery } from '../shell/documents';
import { InboxFiguresQuery } from './documents';

/** Minutes as people read them: "42 min", "3.5 h", "2.1 days"; "—" when no message was answered this month. */
export function formatReplyTime(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '—';
  if (minutes < 60) return `${Math.round(minutes)} min`;
  if (minutes < 48 * 60) return `${(minutes / 60).toFixed(1)} h`;
  return `${(minutes / (24 * 60)).toFixed(1)} days`;
}

/** Open leads and the median time to a first reply this month: for owners, who may read the messages. */
export function InboxFigures() {
  const isOwner = useQuery(MeQuery, { fetchPolicy: 'cache-first' }).data?.me.role === 'owner';
  const { data } = useQuery(InboxFiguresQuery, { fetchPolicy: 'cache-and-network', skip: !isOwner });
  if (!isOwner) return null;
  const figures = data?.inboxFigures;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', mb: 3 }}>
      <StatCard label="Open Leads" value={figures ? figures.openLeads.toLocaleString('en-US') : '—'} icon={<MarkEmailUnreadIcon />} tone="#b45309" />
      <StatCard label="Median First Reply (this month)" value={formatReplyTime(figures?.medianFirstReplyMinutes)} icon={<TimerIcon />} tone="#0f766e" />
    </Box>
  );
}
