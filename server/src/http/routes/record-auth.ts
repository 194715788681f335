import type { AuthCollectionModel } from '@hearth/shared';
import type { Context, Hono } from 'hono';
import { MESSAGES, notFound } from '../../errors.js';
import { parseExpand } from '../../records/record-expand.js';
import type { HttpEnv } from '../http-env.js';
import { readJsonObject } from '../read-body.js';
import { requestInfoOf } from '../request-info.js';
import { sendJson } from '../send-json.js';

const BASE = '/api/collections/:collection';

/** Auth endpoints of auth collections: methods, password login, refresh, impersonate. */
export function bindRecordAuthApi(router: Hono<HttpEnv>): void {
  router.get(`${BASE}/auth-methods`, (c) => {
    const collection = authCollectionOf(c);
    const app = c.get('app');
    return sendJson(c, app.auth.authMethods(collection, app.oauth2.providerInfos(collection)));
  });

  router.post(`${BASE}/auth-with-password`, async (c) => {
    const collection = authCollectionOf(c);
    const body = await readJsonObject(c);
    const response = await c
      .get('app')
      .auth.authWithPassword(
        collection,
        body,
        requestInfoOf(c, 'password', body),
        parseExpand(c.req.query('expand')),
      );
    return sendJson(c, response);
  });

  router.post(`${BASE}/auth-refresh`, async (c) => {
    const collection = authCollectionOf(c);
    const token = (c.req.header('Authorization') ?? '').replace(/^bearer\s+/i, '').trim();
    const response = await c
      .get('app')
      .auth.authRefresh(collection, requestInfoOf(c), token, parseExpand(c.req.query('expand')));
    return sendJson(c, response);
  });

  router.post(`${BASE}/impersonate/:id`, async (c) => {
    const collection = authCollectionOf(c);
    const body = await readJsonObject(c);
    const response = await c
      .get('app')
      .auth.impersonate(
        collection,
        c.req.param('id'),
        body,
        requestInfoOf(c, 'default', body),
        parseExpand(c.req.query('expand')),
      );
    return sendJson(c, response);
  });
}

/** The route's collection, which must be an auth collection (404 otherwise, as PocketBase). */
export function authCollectionOf(c: Context<HttpEnv>): AuthCollectionModel {
  const collection = c.get('app').collections.find(c.req.param('collection') ?? '');
  if (!collection || collection.type !== 'auth') throw notFound(MESSAGES.missingAuthCollection);
  return collection;
}
