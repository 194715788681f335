import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The full-width primary button that submits a sign-in or account form, busy while it runs. */
export function SubmitButton(props: { busy: boolean; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      loading={props.busy}
      sx={props.sx ?? { mt: 1 }}
    >
      {props.children}
    </Button>
  );
}
