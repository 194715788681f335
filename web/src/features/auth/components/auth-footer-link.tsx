import { Link } from 'react-router';

/** The line under an account page that leads to the next one (register, sign in, back). */
export function AuthFooterLink(props: { lead?: string; to: string; children: string }) {
  return (
    <p className={props.lead ? 'h-footer h-muted' : 'h-footer'}>
      {props.lead && <>{props.lead} </>}
      <Link className="h-link" to={props.to}>
        {props.children}
      </Link>
    </p>
  );
}
