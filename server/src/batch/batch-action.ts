/** What a batch sub-request does, resolved from its method and URL. */
export type BatchAction =
  | { kind: 'create' | 'upsert'; collection: string; query: Record<string, string> }
  | { kind: 'update' | 'delete'; collection: string; id: string; query: Record<string, string> };

// `/api/collections/posts/records?expand=author` ⇒ collection `posts`, query `?expand=author`
const RECORDS = /^\/api\/collections\/([^/?]+)\/records(\?.*)?$/;
// `/api/collections/posts/records/abc` ⇒ collection `posts`, id `abc`
const RECORD = /^\/api\/collections\/([^/?]+)\/records\/([^/?]+)(\?.*)?$/;

/**
 * Resolves the four actions a batch can run, as PocketBase matches them: `POST …/records`
 * (create), `PUT …/records` (upsert), `PATCH …/records/{id}` (update) and `DELETE
 * …/records/{id}` (delete). Anything else is null: the batch fails on it.
 */
export function resolveBatchAction(method: string, url: string): BatchAction | null {
  const many = RECORDS.exec(url);
  if (many && (method === 'POST' || method === 'PUT')) {
    return {
      kind: method === 'POST' ? 'create' : 'upsert',
      collection: decode(many[1] ?? ''),
      query: parseQuery(many[2]),
    };
  }
  const one = RECORD.exec(url);
  if (one && (method === 'PATCH' || method === 'DELETE')) {
    return {
      kind: method === 'PATCH' ? 'update' : 'delete',
      collection: decode(one[1] ?? ''),
      id: decode(one[2] ?? ''),
      query: parseQuery(one[3]),
    };
  }
  return null;
}

/** First value of each query parameter, as the routes read them. */
function parseQuery(search: string | undefined): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search ?? '')) query[name] ??= value;
  return query;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // note: a malformed escape names no collection or record; the lookup then fails with a 404.
    return segment;
  }
}
