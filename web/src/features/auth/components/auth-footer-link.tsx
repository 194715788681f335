import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The line under an account page that leads to the next one (register, sign in, back). */
export function AuthFooterLink(props: { lead?: string; to: string; children: string }) {
  return (
    <Typography
      sx={{ mt: 4, textAlign: 'center' }}
      color={props.lead ? 'text.secondary' : undefined}
    >
      {props.lead && <>{props.lead} </>}
      <Link component={RouterLink} to={props.to} sx={{ fontWeight: 600 }}>
        {props.children}
      </Link>
    </Typography>
  );
}
