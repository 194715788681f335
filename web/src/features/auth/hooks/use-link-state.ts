import { useEffect, useMemo, useState } from 'react';
import type { FieldError } from '@/shared/lib/api-error';
import { fieldErrorsOf } from '@/shared/lib/api-error';
import { probeLink } from '../api/auth-api';
import { EXPIRED_LINK, readLinkToken } from '../lib/link-token';

/**
 * A mailed link's token and, once known, why the server refuses it: at once when it has expired,
 * as soon as the server says so when it was used already, or when the real attempt is refused.
 */
export function useLinkState(kind: 'reset' | 'emailChange', token: string) {
  const link = useMemo(() => readLinkToken(token), [token]);
  const [refused, setRefused] = useState<FieldError | null>(link.expired ? EXPIRED_LINK : null);
  useEffect(() => {
    if (link.expired) return;
    let current = true;
    probeLink(kind, token).catch((error: unknown) => {
      // note: any other answer (the missing password, no network) leaves the form to the user.
      const reason = fieldErrorsOf(error)['token'];
      if (current && reason) setRefused(reason);
    });
    return () => {
      current = false;
    };
  }, [kind, token, link.expired]);
  return { link, refused, refuse: setRefused };
}
