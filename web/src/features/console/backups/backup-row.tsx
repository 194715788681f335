import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { formatBytes } from '../shared/format-bytes';
import { formatDate } from '../shared/format-date';

/** What the backups list shows of one backup file. */
export interface BackupFile {
  key: string;
  size: number;
  modified: string;
}

/** One backup: its name, size and date, and what can be done with it. */
export function BackupRow(props: {
  backup: BackupFile;
  busy: boolean;
  onDownload: () => void;
  onRestore: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { backup } = props;
  return (
    <ListItem divider aria-label={backup.key} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {backup.key}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatBytes(backup.size, i18n.language)} · {formatDate(backup.modified, i18n.language)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" disabled={props.busy} onClick={props.onDownload}>
          {t('console.backups.download')}
        </Button>
        <Button size="small" disabled={props.busy} onClick={props.onRestore}>
          {t('console.backups.restore.action')}
        </Button>
        <Button size="small" color="error" disabled={props.busy} onClick={props.onDelete}>
          {t('console.backups.delete.action')}
        </Button>
      </Box>
    </ListItem>
  );
}
