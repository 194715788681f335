import SettingsIcon from '@mui/icons-material/Settings';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import type { CollectionModel } from '@/shared/lib/pb';
import { useConsoleQuery } from '../shared/use-console-query';

/** One collection: its name (to its records), type, system badge, record count and settings. */
export function CollectionRow(props: { collection: CollectionModel }) {
  const { t } = useTranslation();
  const { name, type, system } = props.collection;
  const count = useRecordCount(name);
  const path = `/_/collections/${encodeURIComponent(name)}`;
  return (
    <ListItem
      disablePadding
      divider
      secondaryAction={
        <IconButton
          component={Link}
          to={`${path}/settings`}
          aria-label={t('console.collections.openSettings', { name })}
        >
          <SettingsIcon />
        </IconButton>
      }
    >
      <ListItemButton
        component={Link}
        to={path}
        aria-label={t('console.collections.openRecords', { name })}
      >
        <ListItemText
          primary={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <span>{name}</span>
              <Chip size="small" label={t(`console.collections.types.${type}`)} />
              {system && (
                <Chip size="small" variant="outlined" label={t('console.collections.system')} />
              )}
            </Stack>
          }
          secondary={count === undefined ? ' ' : t('console.collections.records', { count })}
        />
      </ListItemButton>
    </ListItem>
  );
}

function useRecordCount(name: string): number | undefined {
  const query = useConsoleQuery(`count:${name}`, (client) =>
    client.collection(name).getList(1, 1, { fields: 'id', requestKey: null }),
  );
  return query.data?.totalItems;
}
