/** A route that PocketBase rate-limits by collection, with its tags. */
interface TaggedRoute {
  method: string;
  /** The route as PocketBase names it (part of the limiter's key). */
  pattern: string;
  path: RegExp;
  tags: readonly string[];
}

const C = '([^/]+)';
const collectionRoute = (method: string, suffix: string, tags: string[]): TaggedRoute => ({
  method,
  pattern: `${method} /api/collections/{collection}${suffix}`,
  path: new RegExp(`^/api/collections/${C}${suffix.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  tags,
});

/**
 * Routes limited per collection and their tags, PocketBase's `collectionPathRateLimit`
 * bindings. Derived from method and path alone, so routes added by other modules are limited
 * without touching their handlers.
 */
const TAGGED_ROUTES: readonly TaggedRoute[] = [
  collectionRoute('GET', '/records', ['list']),
  collectionRoute('GET', '/records/{id}', ['view']),
  collectionRoute('POST', '/records', ['create']),
  collectionRoute('PATCH', '/records/{id}', ['update']),
  collectionRoute('DELETE', '/records/{id}', ['delete']),
  collectionRoute('GET', '/auth-methods', ['listAuthMethods']),
  collectionRoute('POST', '/auth-refresh', ['authRefresh']),
  collectionRoute('POST', '/auth-with-password', ['authWithPassword', 'auth']),
  collectionRoute('POST', '/auth-with-oauth2', ['authWithOAuth2', 'auth']),
  collectionRoute('POST', '/request-otp', ['requestOTP']),
  collectionRoute('POST', '/auth-with-otp', ['authWithOTP', 'auth']),
  collectionRoute('POST', '/request-password-reset', ['requestPasswordReset']),
  collectionRoute('POST', '/confirm-password-reset', ['confirmPasswordReset']),
  collectionRoute('POST', '/request-verification', ['requestVerification']),
  collectionRoute('POST', '/confirm-verification', ['confirmVerification']),
  collectionRoute('POST', '/request-email-change', ['requestEmailChange']),
  collectionRoute('POST', '/confirm-email-change', ['confirmEmailChange']),
  {
    method: 'GET',
    pattern: 'GET /api/files/{collection}/{recordId}/{filename}',
    path: new RegExp(`^/api/files/${C}/[^/]+/[^/]+$`),
    tags: ['file'],
  },
];

/** A request's match in the table: the collection named in its path, its tags and route. */
export interface TaggedRequest {
  collection: string;
  tags: readonly string[];
  pattern: string;
}

/**
 * Finds the tagged route of a request. `POST /api/collections/users/auth-with-password` ⇒
 * `{collection: 'users', tags: ['authWithPassword', 'auth'], …}`; `GET /api/health` ⇒ null.
 */
export function taggedRequest(method: string, path: string): TaggedRequest | null {
  for (const route of TAGGED_ROUTES) {
    if (route.method !== method) continue;
    const match = route.path.exec(path);
    if (match?.[1] !== undefined) {
      return { collection: safeDecode(match[1]), tags: route.tags, pattern: route.pattern };
    }
  }
  return null;
}

/** The labels of a request without tags, PocketBase's order: `METHOD /path`, then `/path`. */
export function pathLabels(method: string, path: string): string[] {
  return [`${method} ${path}`, path];
}

/**
 * The labels of a tagged request, PocketBase's order: `<collection>:<tag>` for each tag, then
 * `*:<tag>` for each tag, then the path labels.
 */
export function collectionLabels(
  collectionName: string,
  tags: readonly string[],
  method: string,
  path: string,
): string[] {
  return [
    ...tags.map((tag) => `${collectionName}:${tag}`),
    ...tags.map((tag) => `*:${tag}`),
    ...pathLabels(method, path),
  ];
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
