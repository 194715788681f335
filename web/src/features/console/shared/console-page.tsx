import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { PageHeader } from '@/shared/ui/page-header';

/** A console page: its heading (the one `h1`), an optional lead and actions, then its content. */
export function ConsolePage(props: {
  title: string;
  lead?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <PageHeader title={props.title} lead={props.lead} actions={props.actions} />
      {props.children}
    </Box>
  );
}
