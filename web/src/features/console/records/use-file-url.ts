import { useCallback, useEffect, useState } from 'react';
import type { CollectionModel, ConsoleClient } from '@/shared/lib/pb';
import type { FileUrl } from './file-url';
import { fieldOption } from './record-fields';

/**
 * File URLs for a collection's records. Protected file fields need a short-lived file token,
 * fetched once per collection (and again by `renew`, e.g. when the list reloads).
 */
export function useFileUrl(
  client: ConsoleClient,
  collection: CollectionModel | undefined,
): FileUrl {
  const needsToken = Boolean(
    collection?.fields.some((f) => f.type === 'file' && fieldOption(f, 'protected') === true),
  );
  const [token, setToken] = useState('');
  useEffect(() => {
    if (!needsToken) return;
    let current = true;
    client.files
      .getToken({ requestKey: null })
      .then((fresh) => current && setToken(fresh))
      // Without a token the thumbnails of protected files do not show; the rest still works.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, needsToken]);
  return useCallback(
    (record, name, thumb) =>
      client.files.getURL(record, name, { thumb, token: needsToken ? token : undefined }),
    [client, needsToken, token],
  );
}
