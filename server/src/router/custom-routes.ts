import type { RequestInfo } from '../request-info.js';

/** The HTTP methods a custom route can answer. */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A file of a multipart body, as the HTTP layer read it. */
export interface RouteFile {
  /** The client's file name. */
  name: string;
  /** The client's declared type (not trusted). */
  type: string;
  data: Uint8Array;
}

/**
 * What a custom route's handler receives: the caller as rules see it (`info.auth`, `info.query`,
 * `info.headers`, `info.body` for a JSON or form body), the path's `:name` parameters and, for a
 * multipart body, its files by field name. No framework object: a feature stays testable
 * without HTTP and the HTTP layer stays the only one that knows Hono.
 */
export interface RouteRequest {
  info: RequestInfo;
  params: Readonly<Record<string, string>>;
  files: Readonly<Record<string, readonly RouteFile[]>>;
}

/**
 * An answer sent as it is: bytes (or none) with a status and headers, for what is not JSON
 * (files a feature serves). `framable` lets the web app embed it in a frame: the response then
 * goes without the global `X-Frame-Options`, and its own CSP's `frame-ancestors` decides.
 */
export class RawReply {
  constructor(
    readonly body: Uint8Array | null,
    readonly status: number = 200,
    readonly headers: Readonly<Record<string, string>> = {},
    readonly framable: boolean = false,
  ) {}
}

/**
 * Answers a custom route: the value is sent as JSON with status 200 (`?fields=` applies), a
 * `RawReply` as it is, or `undefined` as an empty 204. Errors are thrown as `ApiError`s and
 * sent in PocketBase's shape.
 */
export type RouteHandler = (request: RouteRequest) => unknown;

/** A route a product feature adds to the API, as PocketBase apps do in `OnServe`. */
export interface CustomRoute {
  method: RouteMethod;
  /**
   * Under `/api/`, with `:name` parameters (`/api/hearth/friends/:id`); `:name{.+}` takes the
   * rest of the path, slashes included (`/api/hearth/files/:id/:path{.+}`).
   */
  path: string;
  handler: RouteHandler;
  /** The largest body the route reads, in bytes (PocketBase's default, 32 MiB, otherwise); 413 past it. */
  bodyLimit?: number;
}

/** Where the product's own API paths live, apart from PocketBase's. */
export const CUSTOM_ROUTE_PREFIX = '/api/hearth/';

/**
 * The routes features add. The HTTP layer binds them after PocketBase's own routes, behind the
 * same auth, rate limits, body limits and logging.
 */
export class CustomRoutes {
  private readonly routes: CustomRoute[] = [];

  /** Adds a route; its path must be under `/api/hearth/` so it can never shadow PocketBase's. */
  add(route: CustomRoute): void {
    if (!route.path.startsWith(CUSTOM_ROUTE_PREFIX)) {
      throw new Error(`custom route ${route.path} must be under ${CUSTOM_ROUTE_PREFIX}`);
    }
    const taken = this.routes.some((r) => r.method === route.method && r.path === route.path);
    if (taken) throw new Error(`custom route ${route.method} ${route.path} is already bound`);
    this.routes.push(route);
  }

  /** The routes, in the order they were added. */
  list(): readonly CustomRoute[] {
    return this.routes;
  }
}
