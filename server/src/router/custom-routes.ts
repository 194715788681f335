import type { RequestInfo } from '../request-info.js';

/** The HTTP methods a custom route can answer. */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a custom route's handler receives: the caller as rules see it (`info.auth`, `info.query`,
 * `info.body` for a JSON body) and the path's `:name` parameters. No framework object: a
 * feature stays testable without HTTP and the HTTP layer stays the only one that knows Hono.
 */
export interface RouteRequest {
  info: RequestInfo;
  params: Readonly<Record<string, string>>;
}

/**
 * Answers a custom route: the value is sent as JSON with status 200 (`?fields=` applies), or
 * `undefined` as an empty 204. Errors are thrown as `ApiError`s and sent in PocketBase's shape.
 */
export type RouteHandler = (request: RouteRequest) => unknown;

/** A route a product feature adds to the API, as PocketBase apps do in `OnServe`. */
export interface CustomRoute {
  method: RouteMethod;
  /** Under `/api/`, with `:name` parameters: `/api/hearth/friends/:id`. */
  path: string;
  handler: RouteHandler;
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
