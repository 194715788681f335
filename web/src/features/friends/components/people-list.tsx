import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import type { ReactNode } from 'react';
import { ListNotice } from './list-notice';

/** Where a list's data stands. */
export type ListStatus = { status: 'loading' | 'ready' } | { status: 'failed'; error: unknown };

/**
 * A list of people in a card, labelled for screen readers, with its loading, failure (and retry)
 * and empty states.
 */
export function PeopleList(props: {
  label: string;
  state: ListStatus;
  empty: string;
  count: number;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { state, count } = props;
  let content: ReactNode;
  if (state.status === 'failed') {
    content = <ListNotice kind="failed" error={state.error} onRetry={props.onRetry} />;
  } else if (count === 0) {
    content =
      state.status === 'loading' ? (
        <ListNotice kind="loading" />
      ) : (
        <ListNotice kind="empty" text={props.empty} />
      );
  } else {
    content = (
      <Box
        component="ul"
        aria-label={props.label}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          '& > li + li': { borderTop: 1, borderColor: 'divider' },
        }}
      >
        {props.children}
      </Box>
    );
  }
  return <Card sx={{ px: { xs: 2, sm: 3 } }}>{content}</Card>;
}
