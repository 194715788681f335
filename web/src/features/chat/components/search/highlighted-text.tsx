import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { Fragment } from 'react';
import { highlightParts } from './highlight-parts';

/** A found message's text with what matched in `<mark>`, tinted to read well in either theme. */
export function HighlightedText(props: {
  text: string;
  highlights: readonly (readonly number[])[];
}) {
  return highlightParts(props.text, props.highlights).map((part, index) =>
    part.marked ? (
      <Box
        key={index}
        component="mark"
        sx={(theme) => ({
          bgcolor: alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.4 : 0.3),
          color: 'inherit',
          borderRadius: 0.5,
          px: 0.25,
        })}
      >
        {part.text}
      </Box>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
