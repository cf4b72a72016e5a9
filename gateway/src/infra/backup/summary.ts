import type { BackupSummary } from './backup';
import type { RestoreSummary } from './restore';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export function describeBackup(summary: BackupSummary): string {
  const lines = [
    `Backup written: ${summary.file}`,
    `  database: ${plural(summary.tables, 'table')}, ${plural(summary.rows, 'row')}`,
    `  images:   ${plural(summary.images, 'image')}, ${formatBytes(summary.imageBytes)}`,
    `  archive:  ${formatBytes(summary.archiveBytes)} in ${summary.seconds.toFixed(1)} s`,
  ];
  if (summary.vanishedImages.length > 0) {
    lines.push(`  note: ${plural(summary.vanishedImages.length, 'image')} deleted by the site during the backup: ${summary.vanishedImages.join(', ')}`);
  }
  return lines.join('\n');
}

export function describeRestore(file: string, summary: RestoreSummary): string {
  return [
    `Restored ${file} (made ${summary.createdAt})`,
    ...(summary.replaced ? [`  replaced: ${summary.replaced}`] : []),
    `  database: ${plural(summary.tables, 'table')}, ${plural(summary.rows, 'row')}`,
    `  images:   ${plural(summary.images, 'image')}, ${formatBytes(summary.imageBytes)}`,
    `  took ${summary.seconds.toFixed(1)} s`,
  ].join('\n');
}
