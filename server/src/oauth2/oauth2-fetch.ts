import type { OAuth2Http } from './oauth2-provider.js';

/** A response read in full, within the limits. */
export interface LimitedResponse {
  status: number;
  /** The media type without parameters, lower-cased (`application/json`). */
  contentType: string;
  body: Uint8Array;
}

/** How long and how much one outgoing request may take. */
export interface FetchLimits {
  /** Aborts the request (and its body) when it fires: the sign-in's deadline. */
  signal: AbortSignal;
  maxBytes: number;
}

/** Thrown when a provider's answer cannot be used (status, size, shape). */
export class ProviderResponseError extends Error {
  constructor(
    message: string,
    readonly status: number = 0,
  ) {
    super(message);
    this.name = 'ProviderResponseError';
  }
}

/**
 * Fetches an http(s) URL and reads its body, refusing bodies larger than `maxBytes` (declared
 * or streamed) and giving up when `signal` fires.
 */
export async function fetchLimited(
  url: string,
  init: RequestInit,
  limits: FetchLimits,
): Promise<LimitedResponse> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new ProviderResponseError(`unsupported URL scheme ${parsed.protocol}`);
  }
  const response = await fetch(parsed, { ...init, signal: limits.signal });
  const declared = Number(response.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limits.maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new ProviderResponseError('response too large', response.status);
  }
  const body = await readAtMost(response, limits.maxBytes);
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0] ?? '';
  return { status: response.status, contentType: contentType.trim().toLowerCase(), body };
}

async function readAtMost(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      // note: leaving the loop early cancels the stream, which closes the connection.
      throw new ProviderResponseError('response too large', response.status);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Parses a body as JSON; throws a `ProviderResponseError` when it is not. */
export function parseJsonBody(response: LimitedResponse): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(response.body));
  } catch {
    throw new ProviderResponseError('the response is not JSON', response.status);
  }
}

/** Sent with every provider request; GitHub's API refuses requests without a user agent. */
export const PROVIDER_USER_AGENT = 'Hearth';

/** The provider requests of one sign-in, sharing its limits. */
export function createOAuth2Http(limits: FetchLimits): OAuth2Http {
  const get = async (url: string, accessToken: string) =>
    fetchLimited(
      url,
      {
        headers: {
          Authorization: `Bearer ${accessToken}`,
          Accept: 'application/json',
          'User-Agent': PROVIDER_USER_AGENT,
        },
      },
      limits,
    );
  return {
    async getJson(url, accessToken) {
      const response = await get(url, accessToken);
      if (response.status < 200 || response.status >= 300) {
        throw new ProviderResponseError(`GET ${url} answered ${response.status}`, response.status);
      }
      return parseJsonBody(response);
    },
    async getJsonUnless(url, accessToken, statuses) {
      const response = await get(url, accessToken);
      if (statuses.includes(response.status)) return null;
      if (response.status < 200 || response.status >= 300) {
        throw new ProviderResponseError(`GET ${url} answered ${response.status}`, response.status);
      }
      return parseJsonBody(response);
    },
  };
}
