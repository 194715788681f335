import type { Theme } from '@mui/material/styles';
import { alpha } from '@mui/material/styles';

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** Code's surface: a tint of the text colour, so it reads on both bubbles and in both modes. */
function codeSurface(theme: Theme): string {
  return alpha(theme.palette.text.primary, theme.palette.mode === 'dark' ? 0.12 : 0.07);
}

/** `inline code` inside a line of text. */
export function inlineCodeStyle(theme: Theme) {
  return {
    fontFamily: MONOSPACE,
    fontSize: '0.875em',
    px: 0.5,
    py: 0.125,
    borderRadius: 0.5,
    bgcolor: codeSurface(theme),
  };
}

/**
 * highlight.js's classes in the theme's colours (its own style sheets are fixed light or dark
 * palettes; these follow the app's mode).
 */
function tokenColours(theme: Theme) {
  const { palette } = theme;
  // The main shades are made for controls on the page's surface; on code's tinted surface small
  // text needs the shade further from it (darker in light mode, lighter in dark) for 4.5:1.
  const shade = (colour: { light: string; dark: string }) =>
    palette.mode === 'dark' ? colour.light : colour.dark;
  return {
    '& .hljs-comment, & .hljs-quote, & .hljs-meta': { color: palette.text.secondary },
    '& .hljs-comment': { fontStyle: 'italic' },
    '& .hljs-keyword, & .hljs-selector-tag, & .hljs-doctag, & .hljs-name': {
      color: shade(palette.secondary),
    },
    '& .hljs-string, & .hljs-regexp, & .hljs-addition, & .hljs-template-tag': {
      color: shade(palette.success),
    },
    '& .hljs-number, & .hljs-literal, & .hljs-symbol, & .hljs-bullet': {
      color: shade(palette.warning),
    },
    '& .hljs-title, & .hljs-section, & .hljs-function .hljs-title': {
      color: shade(palette.primary),
    },
    '& .hljs-attr, & .hljs-attribute, & .hljs-property, & .hljs-variable, & .hljs-params': {
      color: shade(palette.info),
    },
    '& .hljs-built_in, & .hljs-type, & .hljs-class .hljs-title': { color: shade(palette.info) },
    '& .hljs-deletion': { color: shade(palette.error) },
    '& .hljs-strong': { fontWeight: 700 },
    '& .hljs-emphasis': { fontStyle: 'italic' },
  };
}

/** A code block: its own lines, scrolled sideways rather than wrapped on a narrow screen. */
export function codeBlockStyle(theme: Theme) {
  return {
    m: 0,
    p: 1,
    maxWidth: '100%',
    overflowX: 'auto',
    borderRadius: 1,
    bgcolor: codeSurface(theme),
    fontFamily: MONOSPACE,
    fontSize: 13,
    lineHeight: 1.5,
    whiteSpace: 'pre',
    overflowWrap: 'normal',
    '& code': { fontFamily: 'inherit' },
    ...tokenColours(theme),
  } as const;
}
