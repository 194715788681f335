import { useCallback, useEffect, useState } from 'react';
import type { ConsoleClient, ListResult, RecordModel } from '@/shared/lib/pb';
import { listRecords } from './records-api';
import type { RecordsQuery } from './use-records-query';

/** A page of records as loaded: the last good page stays while a new one loads or fails. */
export interface RecordsList {
  page: ListResult<RecordModel> | null;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Loads the page of records the query asks for, again whenever it changes. */
export function useRecordsList(
  client: ConsoleClient,
  collection: string | null,
  query: RecordsQuery,
  expand: string,
): RecordsList {
  const [version, setVersion] = useState(0);
  const { filter, sort, page: number, perPage } = query;
  const key = JSON.stringify([
    collection,
    filter,
    sort?.field,
    sort?.direction,
    number,
    perPage,
    expand,
    version,
  ]);
  // What the last answer was for: loading until it is for the current key.
  const [loaded, setLoaded] = useState<{
    key: string;
    page: ListResult<RecordModel> | null;
    error: unknown;
  }>({
    key: '',
    page: null,
    error: null,
  });
  useEffect(() => {
    if (!collection) return;
    let current = true;
    listRecords(
      client,
      collection,
      { filter, sort: sort ? { ...sort } : null, page: number, perPage },
      expand,
    ).then(
      (page) => current && setLoaded({ key, page, error: null }),
      (error: unknown) => current && setLoaded((last) => ({ key, page: last.page, error })),
    );
    return () => {
      current = false;
    };
    // `key` stands for every input of the request (the URL gives `sort` as a new object each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { page: loaded.page, error: loaded.error, loading: loaded.key !== key, reload };
}
