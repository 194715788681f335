import { Link } from 'react-router';

/** The line under an account page that leads to the next one (register, sign in, back). */
export function AuthFooterLink(props: { lead?: string; to: string; children: string }) {
  return (
    <p
      className={props.lead ? 'h-muted' : undefined}
      style={{ margin: '32px 0 0', textAlign: 'center' }}
    >
      {props.lead && <>{props.lead} </>}
      <Link className="h-link" to={props.to} style={{ fontWeight: 600 }}>
        {props.children}
      </Link>
    </p>
  );
}
