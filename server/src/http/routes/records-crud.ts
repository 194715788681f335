import type { CollectionModel } from '@hearth/shared';
import type { Context, Hono } from 'hono';
import { MESSAGES, notFound } from '../../errors.js';
import { parseExpand } from '../../records/record-expand.js';
import { limitBody, recordBodyLimit } from '../body-limit.js';
import type { HttpEnv } from '../http-env.js';
import { parsePageQuery } from '../list-query.js';
import { readBody } from '../read-body.js';
import { requestInfoOf } from '../request-info.js';
import { sendJson } from '../send-json.js';

const BASE = '/api/collections/:collection/records';

/** The records CRUD endpoints: list, view, create, update, delete. */
export function bindRecordsCrudApi(router: Hono<HttpEnv>): void {
  const writeLimit = limitBody((c) =>
    recordBodyLimit(c.get('app').collections.find(c.req.param('collection') ?? '')),
  );

  router.get(BASE, async (c) => {
    const collection = collectionOf(c);
    // note: read once; asking for each parameter by name scans the URL again every time.
    const query = c.req.query();
    const { page, perPage, sort, filter, skipTotal } = parsePageQuery((name) => query[name]);
    // note: listed rather than `{ ...page, expand }`, which takes V8's slow path for a spread
    // followed by new keys.
    const result = await c.get('app').records.list(collection, requestInfoOf(c), {
      page,
      perPage,
      sort,
      filter,
      skipTotal,
      expand: parseExpand(query['expand']),
    });
    return sendJson(c, result);
  });

  router.get(`${BASE}/:id`, async (c) => {
    const collection = collectionOf(c);
    const record = await c
      .get('app')
      .records.view(
        collection,
        c.req.param('id'),
        requestInfoOf(c),
        parseExpand(c.req.query('expand')),
      );
    return sendJson(c, record);
  });

  router.post(BASE, writeLimit, async (c) => {
    const collection = collectionOf(c);
    const input = await readBody(c);
    const record = await c.get('app').records.create(collection, input, requestInfoOf(c), {
      expand: parseExpand(c.req.query('expand')),
    });
    return sendJson(c, record);
  });

  router.patch(`${BASE}/:id`, writeLimit, async (c) => {
    const collection = collectionOf(c);
    const input = await readBody(c);
    const record = await c
      .get('app')
      .records.update(collection, c.req.param('id'), input, requestInfoOf(c), {
        expand: parseExpand(c.req.query('expand')),
      });
    return sendJson(c, record);
  });

  router.delete(`${BASE}/:id`, async (c) => {
    const collection = collectionOf(c);
    await c.get('app').records.delete(collection, c.req.param('id'), requestInfoOf(c));
    return c.body(null, 204);
  });
}

/** The route's collection, or PocketBase's 404 "Missing collection context.". */
export function collectionOf(c: Context<HttpEnv>): CollectionModel {
  const collection = c.get('app').collections.find(c.req.param('collection') ?? '');
  if (!collection) throw notFound(MESSAGES.missingCollection);
  return collection;
}
