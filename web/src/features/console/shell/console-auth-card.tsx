import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { LanguageMenu } from '@/shared/ui/language-menu';

/**
 * The card the console's signed-out pages share (sign-in, forgotten password): a form in the
 * middle of the screen with the way back to the app, the language menu, a title and a lead.
 */
export function ConsoleAuthCard(props: {
  title: string;
  lead: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper
        component="form"
        onSubmit={props.onSubmit}
        noValidate
        sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 420 }}
      >
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
        >
          <Button component={Link} to="/" size="small">
            {t('console.shell.backToApp')}
          </Button>
          <LanguageMenu compact />
        </Stack>
        <Typography variant="h4" component="h1" gutterBottom>
          {props.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {props.lead}
        </Typography>
        {props.children}
      </Paper>
    </Box>
  );
}
