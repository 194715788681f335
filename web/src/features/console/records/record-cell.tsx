import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { CollectionField, RecordModel } from '@/shared/lib/pb';
import { formatDate } from '../shared/format-date';
import type { FileUrl } from './file-url';
import { abbreviateJson, expanded, isImageName, parseDate, valueList } from './record-values';

const LONG_TEXT = 60;

/** How the cell of one field shows a record's value. */
export interface RecordCellProps {
  record: RecordModel;
  field: CollectionField;
  fileUrl: FileUrl;
  /** The presentable field of the related collection, for relation cells. */
  relationLabel?: string | null;
}

/** One table cell, drawn by the field's type. */
export function RecordCell(props: RecordCellProps) {
  const value: unknown = props.record[props.field.name];
  switch (props.field.type) {
    case 'bool':
      return <BoolCell value={value === true} />;
    case 'date':
    case 'autodate':
      return <DateCell value={value} />;
    case 'select':
      return <Chips items={valueList(value)} />;
    case 'relation':
      return <RelationCell {...props} />;
    case 'file':
      return <FileCell {...props} />;
    case 'json':
      return (
        <Truncated text={value === null || value === undefined ? '' : abbreviateJson(value)} />
      );
    default:
      return <Truncated text={value === null || value === undefined ? '' : String(value)} />;
  }
}

function BoolCell(props: { value: boolean }) {
  const { t } = useTranslation();
  if (!props.value) return <span aria-label={t('console.records.cell.no')}>—</span>;
  return <Check fontSize="small" color="success" aria-label={t('console.records.cell.yes')} />;
}

function DateCell(props: { value: unknown }) {
  const { i18n } = useTranslation();
  const date = parseDate(props.value);
  if (!date) return null;
  return (
    <Box component="time" dateTime={date.toISOString()} sx={{ whiteSpace: 'nowrap' }}>
      {formatDate(date, i18n.language)}
    </Box>
  );
}

function Truncated(props: { text: string }) {
  if (props.text.length <= LONG_TEXT) return <>{props.text}</>;
  return <span title={props.text}>{`${props.text.slice(0, LONG_TEXT - 1)}…`}</span>;
}

function Chips(props: { items: ReactNode[] }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'nowrap' }}>
      {props.items.map((item, index) => (
        <Chip key={index} label={item} size="small" />
      ))}
    </Stack>
  );
}

function RelationCell(props: RecordCellProps) {
  const ids = valueList(props.record[props.field.name]);
  const labels = ids.map((id) => {
    const related = expanded(props.record, props.field.name, id);
    const label: unknown = props.relationLabel ? related?.[props.relationLabel] : undefined;
    return typeof label === 'string' && label !== '' ? label : id;
  });
  return <Chips items={labels} />;
}

function FileCell(props: RecordCellProps) {
  const names = valueList(props.record[props.field.name]);
  return (
    <Stack direction="row" spacing={0.5}>
      {names.map((name) =>
        isImageName(name) ? (
          <Box
            key={name}
            component="img"
            src={props.fileUrl(props.record, name, '100x100')}
            alt={name}
            loading="lazy"
            sx={{ width: 32, height: 32, objectFit: 'cover', borderRadius: 0.5 }}
          />
        ) : (
          <Chip key={name} label={name} size="small" variant="outlined" />
        ),
      )}
    </Stack>
  );
}
