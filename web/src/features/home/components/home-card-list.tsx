import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { PhraseText } from '@/shared/ui/phrase-text';

/** A home widget: a titled card with a short list of people and a link to the full list. */
export function HomeCardList(props: {
  title: string;
  count: number;
  empty: string;
  linkTo: string;
  linkText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1 }}>
        <Typography id={id} variant="h6" component="h2" sx={{ flex: 1 }}>
          <PhraseText
            text={
              props.count > 0
                ? t('people.withCount', { label: props.title, count: props.count })
                : props.title
            }
          />
        </Typography>
        <Link component={RouterLink} to={props.linkTo} variant="body2">
          {props.linkText}
        </Link>
      </Box>
      {props.count === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {props.empty}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            '& > li + li': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          {props.children}
        </Box>
      )}
    </Card>
  );
}
