import type { Theme } from '@mui/material/styles';
import { alpha } from '@mui/material/styles';

/** What shapes a bubble. */
export interface BubbleShape {
  mine: boolean;
  /** The same author's message is just above / just below: those corners stay tight. */
  continued: boolean;
  continuedBelow: boolean;
  /** Sending without an upload bar: a little faded. */
  pending: boolean;
  /** Someone else's message that mentions the signed-in user. */
  mentionsMe: boolean;
}

const SMALL = 6;
const BIG = 18;

function corners(shape: BubbleShape) {
  const side = shape.mine ? 'Right' : 'Left';
  return {
    borderRadius: `${BIG}px`,
    [`borderTop${side}Radius`]: `${shape.continued ? SMALL : BIG}px`,
    [`borderBottom${side}Radius`]: `${shape.continuedBelow ? SMALL : BIG}px`,
  };
}

function surface(theme: Theme, shape: BubbleShape) {
  const dark = theme.palette.mode === 'dark';
  if (shape.mine) return { bgcolor: alpha(theme.palette.primary.main, dark ? 0.24 : 0.12) };
  if (shape.mentionsMe) {
    return {
      bgcolor: alpha(theme.palette.warning.main, dark ? 0.14 : 0.07),
      border: 1,
      borderColor: alpha(theme.palette.warning.main, 0.6),
    };
  }
  return { bgcolor: 'background.paper', border: 1, borderColor: 'divider' };
}

/** A message bubble's box: own messages tinted, others' framed, and a mention of me accented. */
export function bubbleStyle(theme: Theme, shape: BubbleShape) {
  return {
    maxWidth: 'min(75%, 560px)',
    minWidth: 0,
    px: 1.5,
    py: 0.75,
    ...corners(shape),
    ...surface(theme, shape),
    opacity: shape.pending ? 0.85 : 1,
  };
}
