import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PhraseText } from './phrase-text';

/** A page's heading (the one `h1`) with an optional lead line and actions. */
export function PageHeader(props: { title: string; lead?: string; actions?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: { sm: 'flex-end' },
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        mb: 3,
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography variant="h4" component="h1">
          <PhraseText text={props.title} />
        </Typography>
        {props.lead && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {props.lead}
          </Typography>
        )}
      </Box>
      {props.actions}
    </Box>
  );
}
