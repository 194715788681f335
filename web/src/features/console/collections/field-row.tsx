import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import type { CollectionField } from '@/shared/lib/pb';
import { isFieldType } from './field-kinds';

/** One field in the list: name, type, flags, its save errors, and edit/remove buttons. */
export function FieldRow(props: {
  field: CollectionField;
  locked: boolean;
  errors: readonly string[];
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { field } = props;
  const flag = (key: 'required' | 'hidden' | 'presentable') =>
    field[key] === true && (
      <Chip size="small" variant="outlined" label={t(`console.collections.editor.${key}`)} />
    );
  return (
    <ListItem
      divider
      sx={{ pr: 12 }}
      secondaryAction={
        <Stack direction="row">
          <IconButton
            aria-label={t('console.collections.fields.edit', { name: field.name })}
            onClick={props.onEdit}
          >
            <EditOutlined />
          </IconButton>
          {!props.locked && (
            <IconButton
              aria-label={t('console.collections.fields.remove', { name: field.name })}
              onClick={props.onRemove}
            >
              <DeleteOutlined />
            </IconButton>
          )}
        </Stack>
      }
    >
      <ListItemText
        primary={
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
          >
            <span style={{ overflowWrap: 'anywhere' }}>{field.name}</span>
            <Chip
              size="small"
              label={
                isFieldType(field.type)
                  ? t(`console.collections.fieldTypes.${field.type}`)
                  : field.type
              }
            />
            {flag('required')}
            {flag('hidden')}
            {flag('presentable')}
          </Stack>
        }
        secondary={
          <>
            {props.locked && <span>{t('console.collections.fields.locked')}</span>}
            {props.errors.map((message) => (
              <Typography key={message} component="span" color="error" sx={{ display: 'block' }}>
                {message}
              </Typography>
            ))}
          </>
        }
      />
    </ListItem>
  );
}
