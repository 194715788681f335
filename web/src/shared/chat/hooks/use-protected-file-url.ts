import { useEffect, useState } from 'react';
import { useCurrentUser } from '@/shared/lib/session';
import { fileToken, fileTokenRenewAt, protectedFileUrl } from '../file-token';

type FileOwner = { id: string; collectionId: string; collectionName: string };

/** Renews the shared file token shortly before it expires, while a protected file is shown. */
function useFileTokenRenewal(me: string | null): void {
  useEffect(() => {
    if (!me) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const at = fileTokenRenewAt(me);
      if (at === null) return;
      timer = setTimeout(
        () => void fileToken(me).then(schedule, schedule),
        Math.max(0, at - Date.now()),
      );
    };
    void fileToken(me).then(schedule, () => undefined);
    return () => clearTimeout(timer);
  }, [me]);
}

/**
 * The URL of a protected file of `record` ('' until a file token is known). The URL stays the same
 * while shown, so an image is not fetched again each time the token is renewed; a file shown
 * again later gets the fresh token.
 */
export function useProtectedFileUrl(
  record: FileOwner | null,
  filename: string,
  thumb?: string,
): string {
  const me = useCurrentUser()?.id ?? null;
  const [url, setUrl] = useState({ key: '', url: '' });
  const id = record?.id ?? '';
  const collectionId = record?.collectionId ?? '';
  const collectionName = record?.collectionName ?? '';
  const key = me && id && filename ? [me, collectionId, id, filename, thumb ?? ''].join('\n') : '';
  useFileTokenRenewal(key ? me : null);
  useEffect(() => {
    if (!key || !me) return undefined;
    let alive = true;
    const owner = { id, collectionId, collectionName };
    protectedFileUrl(me, owner, filename, thumb).then(
      (next) => alive && setUrl({ key, url: next }),
      () => undefined, // note: no token (offline): the file shows once the page is shown again.
    );
    return () => {
      alive = false;
    };
  }, [key, me, id, collectionId, collectionName, filename, thumb]);
  return url.key === key ? url.url : '';
}
