import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { IndexDialog } from './index-dialog';

/** A collection's indexes: listed as SQL, each removable, with a builder for new ones. */
export function IndexesEditor(props: {
  collection: string;
  columns: readonly string[];
  indexes: readonly string[];
  errors: Partial<Record<string, string>>;
  onChange: (indexes: string[]) => void;
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const { indexes } = props;
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('console.collections.editor.indexes')}
        </Typography>
        <Button startIcon={<Add />} onClick={() => setAdding(true)}>
          {t('console.collections.indexes.add')}
        </Button>
      </Stack>
      {indexes.length === 0 ? (
        <Typography color="text.secondary">{t('console.collections.editor.noIndexes')}</Typography>
      ) : (
        <List dense>
          {indexes.map((index, position) => (
            <ListItem
              key={`${position}:${index}`}
              divider
              sx={{ pr: 7 }}
              secondaryAction={
                <IconButton
                  aria-label={t('console.collections.indexes.remove', { position: position + 1 })}
                  onClick={() => props.onChange(indexes.filter((_, other) => other !== position))}
                >
                  <DeleteOutlined />
                </IconButton>
              }
            >
              <ListItemText
                primary={index}
                secondary={props.errors[`indexes.${position}`]}
                slotProps={{
                  primary: { sx: { fontFamily: 'monospace', overflowWrap: 'anywhere' } },
                  secondary: { color: 'error' },
                }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {adding && (
        <IndexDialog
          collection={props.collection}
          columns={props.columns}
          onAdd={(statement) => {
            props.onChange([...indexes, statement]);
            setAdding(false);
          }}
          onClose={() => setAdding(false)}
        />
      )}
    </Stack>
  );
}
