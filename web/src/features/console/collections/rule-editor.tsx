import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { forwardRef } from 'react';
import type { RuleProblem } from './rule-check';

/** The textarea and its backdrop share every metric, so the marked span sits under the text. */
const TEXT_METRICS: SxProps<Theme> = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 14,
  lineHeight: 1.5,
  p: 1.5,
  m: 0,
  border: 1,
  borderColor: 'transparent',
  borderRadius: 1,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  boxSizing: 'border-box',
  width: '100%',
};

/**
 * A rule's text with the span a problem concerns marked in place: a transparent textarea over a
 * backdrop that repeats the text, invisible, with the span highlighted.
 */
export const RuleEditor = forwardRef<
  HTMLTextAreaElement,
  {
    id: string;
    label: string;
    value: string;
    problem: RuleProblem | null;
    describedBy?: string;
    onChange: (value: string) => void;
  }
>(function RuleEditor(props, ref) {
  const { value, problem } = props;
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        aria-hidden
        sx={{
          ...TEXT_METRICS,
          position: 'absolute',
          inset: 0,
          color: 'transparent',
          overflow: 'hidden',
        }}
      >
        {problem ? <Marked text={value} problem={problem} /> : value}
      </Box>
      <Box
        component="textarea"
        ref={ref}
        id={props.id}
        aria-label={props.label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={props.describedBy}
        spellCheck={false}
        rows={2}
        value={value}
        onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) =>
          props.onChange(event.target.value)
        }
        sx={{
          ...TEXT_METRICS,
          position: 'relative',
          display: 'block',
          resize: 'vertical',
          background: 'transparent',
          color: 'text.primary',
          borderColor: problem ? 'error.main' : 'divider',
          '&:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: -1 },
        }}
      />
    </Box>
  );
});

function Marked(props: { text: string; problem: RuleProblem }) {
  const { text, problem } = props;
  const start = Math.min(problem.start, text.length);
  const end = Math.max(start, Math.min(problem.end, text.length));
  // note: a problem at the very end (a missing operand) marks one blank cell after the text.
  const span = text.slice(start, end) || ' ';
  return (
    <>
      {text.slice(0, start)}
      <Box
        component="mark"
        data-testid="rule-problem-mark"
        sx={{
          color: 'transparent',
          borderRadius: 0.5,
          bgcolor: (theme) => alpha(theme.palette.error.main, 0.25),
          textDecoration: 'underline wavy',
          textDecorationColor: (theme) => theme.palette.error.main,
        }}
      >
        {span}
      </Box>
      {text.slice(end)}
    </>
  );
}
