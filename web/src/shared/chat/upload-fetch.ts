/** The `fetch` the SDK accepts in its send options. */
export type SdkFetch = (url: RequestInfo | URL, config?: RequestInit) => Promise<Response>;

/** Statuses whose responses have no body (a `Response` with one would throw). */
const NULL_BODY = new Set([101, 204, 205, 304]);

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

function requestUrl(url: RequestInfo | URL): string {
  if (typeof url === 'string') return url;
  return url instanceof URL ? url.href : url.url;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

/**
 * A `fetch` made of XMLHttpRequest, for sends with files: `fetch` cannot report upload progress,
 * XHR can. It honours the request's AbortSignal (failing with an `AbortError`, as `fetch` does, so
 * the SDK reports an aborted request) and answers network failures with a `TypeError`, also as
 * `fetch` does.
 */
export function uploadFetch(onProgress: (fraction: number) => void): SdkFetch {
  return (url, config = {}) =>
    new Promise<Response>((resolve, reject) => {
      const signal = config.signal;
      if (signal?.aborted) return reject(abortError());
      const xhr = new XMLHttpRequest();
      xhr.open(config.method ?? 'GET', requestUrl(url));
      new Headers(config.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        const body = NULL_BODY.has(xhr.status) ? null : xhr.responseText;
        resolve(new Response(body, { status: xhr.status, headers: responseHeaders(xhr) }));
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(abortError());
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      // note: the SDK hands over FormData for files; anything else it sends is text.
      const body = config.body;
      xhr.send(body instanceof FormData || typeof body === 'string' ? body : null);
    });
}
