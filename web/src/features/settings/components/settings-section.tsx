import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { PhraseText } from '@/shared/ui/phrase-text';

/** A titled card on the settings page. */
export function SettingsSection(props: {
  title: string;
  lead?: string;
  children: ReactNode;
  tone?: 'danger';
}) {
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{
        p: { xs: 2, sm: 3 },
        ...(props.tone === 'danger' ? { borderColor: 'error.light' } : {}),
      }}
    >
      <Typography
        id={titleId}
        variant="h6"
        component="h2"
        color={props.tone === 'danger' ? 'error' : undefined}
      >
        <PhraseText text={props.title} />
      </Typography>
      {props.lead && (
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          {props.lead}
        </Typography>
      )}
      <Box sx={{ mt: props.lead ? 0 : 2 }}>{props.children}</Box>
    </Card>
  );
}
