import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';

/** The page links under the logs, with how many logs match. */
export function LogsPagination(props: {
  page: number;
  totalPages: number;
  totalItems: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        mt: 2,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('console.logs.total', { count: props.totalItems })}
      </Typography>
      {props.totalPages > 1 ? (
        <Pagination
          page={props.page}
          count={props.totalPages}
          onChange={(_, page) => props.onPage(page)}
          siblingCount={0}
          getItemAriaLabel={(type, page) =>
            type === 'page'
              ? t('console.logs.pageLabel', { page: page ?? 0 })
              : t(`console.logs.${type === 'next' ? 'next' : 'previous'}`)
          }
        />
      ) : null}
    </Box>
  );
}
