import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { CollectionField, RecordModel } from '@/shared/lib/pb';
import type { FileUrl } from './file-url';
import { RecordCell } from './record-cell';
import type { SortState } from './sort-state';
import { ariaSort, nextSort } from './sort-state';

/** The records table: sortable headers, one row per record, a row opens its record. */
export function RecordsTable(props: {
  label: string;
  columns: CollectionField[];
  records: RecordModel[];
  sort: SortState | null;
  onSort: (sort: SortState | null) => void;
  onOpen: (record: RecordModel) => void;
  fileUrl: FileUrl;
  relationLabels: Record<string, string | null>;
}) {
  const { t } = useTranslation();
  const openOnKey = (event: KeyboardEvent, record: RecordModel) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    props.onOpen(record);
  };
  return (
    // The table scrolls in its own box on narrow screens; the box takes the focus so
    // keyboard users can scroll it too.
    <Box
      role="region"
      aria-label={props.label}
      tabIndex={0}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            {props.columns.map((field) => {
              const direction = ariaSort(props.sort, field.name);
              return (
                <TableCell
                  key={field.name}
                  aria-sort={direction}
                  sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
                >
                  <TableSortLabel
                    active={direction !== 'none'}
                    direction={props.sort?.direction ?? 'asc'}
                    onClick={() => props.onSort(nextSort(props.sort, field.name))}
                  >
                    {field.name}
                  </TableSortLabel>
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.records.map((record) => (
            <TableRow
              key={record.id}
              hover
              tabIndex={0}
              aria-label={t('console.records.openRecord', { id: record.id })}
              onClick={() => props.onOpen(record)}
              onKeyDown={(event) => openOnKey(event, record)}
              sx={{ cursor: 'pointer' }}
            >
              {props.columns.map((field) => (
                <TableCell
                  key={field.name}
                  sx={{
                    maxWidth: { xs: 200, sm: 280 },
                    whiteSpace: 'nowrap',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                  }}
                >
                  <RecordCell
                    record={record}
                    field={field}
                    fileUrl={props.fileUrl}
                    relationLabel={props.relationLabels[field.name]}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
