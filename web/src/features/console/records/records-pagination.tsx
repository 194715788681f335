import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { PAGE_SIZES } from './use-records-query';

/** The total, the page size choice and first/previous/next/last. */
export function RecordsPagination(props: {
  page: number;
  totalPages: number;
  totalItems: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}) {
  const { t } = useTranslation();
  const last = Math.max(1, props.totalPages);
  const jump = (page: number, label: string, icon: ReactNode, disabled: boolean) => (
    <IconButton aria-label={label} disabled={disabled} onClick={() => props.onPage(page)}>
      {icon}
    </IconButton>
  );
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mt: 1 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
        {t('console.records.total', { count: props.totalItems })}
      </Typography>
      <TextField
        select
        size="small"
        label={t('console.records.perPage')}
        value={props.perPage}
        onChange={(event) => props.onPerPage(Number(event.target.value))}
        sx={{ width: 120 }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" aria-live="polite">
        {t('console.records.pageOf', { page: props.page, pages: last })}
      </Typography>
      <Stack direction="row">
        {jump(1, t('console.records.firstPage'), <FirstPage />, props.page <= 1)}
        {jump(
          props.page - 1,
          t('console.records.previousPage'),
          <NavigateBefore />,
          props.page <= 1,
        )}
        {jump(props.page + 1, t('console.records.nextPage'), <NavigateNext />, props.page >= last)}
        {jump(last, t('console.records.lastPage'), <LastPage />, props.page >= last)}
      </Stack>
    </Stack>
  );
}
