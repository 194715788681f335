import './plain.css';
import type { ReactNode } from 'react';

/** The signed-out pages' button, in the theme's contained, outlined and text looks. */
export function Button(props: {
  children: ReactNode;
  variant?: 'contained' | 'outlined' | 'text';
  type?: 'button' | 'submit';
  large?: boolean;
  fullWidth?: boolean;
  /** Shows a spinner in place of the label and refuses clicks meanwhile. */
  busy?: boolean;
  disabled?: boolean;
  /** For a toggle: whether it is on. */
  pressed?: boolean;
  lang?: string;
  onClick?: () => void;
  className?: string;
}) {
  const classes = [
    'h-button',
    `h-button--${props.variant ?? 'text'}`,
    props.large && 'h-button--large',
    props.fullWidth && 'h-button--full',
    props.busy && 'h-button--busy',
    props.className,
  ];
  return (
    <button
      type={props.type ?? 'button'}
      className={classes.filter(Boolean).join(' ')}
      disabled={props.busy || props.disabled}
      aria-busy={props.busy || undefined}
      aria-pressed={props.pressed}
      lang={props.lang}
      onClick={props.onClick}
    >
      {props.children}
      {props.busy && <span className="h-button-spinner" role="progressbar" />}
    </button>
  );
}

/** The full-width primary button that submits a sign-in or account form, busy while it runs. */
export function SubmitButton(props: {
  busy: boolean;
  children: ReactNode;
  /** Space above it, in the theme's 8 px steps. */
  gap?: 0 | 1 | 2;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      large
      fullWidth
      busy={props.busy}
      className={`h-mt-${props.gap ?? 1}`}
    >
      {props.children}
    </Button>
  );
}
