import type { CollectionModel } from '@hearth/shared';
import type { Context, Hono } from 'hono';
import { badRequest, forbidden, MESSAGES, notFound, unauthorized } from '../../errors.js';
import { isSuperuser } from '../../request-info.js';
import { presentCollection } from '../../collections/collection-presenter.js';
import { scaffoldCollection } from '../../collections/collection-scaffold.js';
import type { HttpEnv } from '../http-env.js';
import { parsePageQuery } from '../list-query.js';
import { readJsonObject } from '../read-body.js';
import { sendJson } from '../send-json.js';

/** The superuser-only collections API. */
export function bindCollectionsApi(router: Hono<HttpEnv>): void {
  router.get('/api/collections', requireSuperuser, async (c) => {
    const query = parsePageQuery((name) => c.req.query(name));
    const list = await c.get('app').collectionService.list(query);
    return sendJson(c, { ...list, items: list.items.map(presentCollection) });
  });

  router.post('/api/collections', requireSuperuser, async (c) => {
    const created = await c.get('app').collectionService.create(await readJsonObject(c));
    return sendJson(c, presentCollection(created));
  });

  router.put('/api/collections/import', requireSuperuser, async (c) => {
    const body = await readJsonObject(c);
    const list = body['collections'];
    if (!Array.isArray(list) || list.length === 0) {
      throw badRequest('An error occurred while validating the submitted data.', {
        collections: { code: 'validation_required', message: 'Cannot be blank.' },
      });
    }
    await c.get('app').collectionService.importCollections(list, body['deleteMissing'] === true);
    return c.body(null, 204);
  });

  router.get('/api/collections/meta/scaffolds', requireSuperuser, (c) => {
    const scaffold = (type: 'base' | 'auth' | 'view') =>
      presentCollection({ ...scaffoldCollection({ name: '', type }), id: '' });
    return sendJson(c, { auth: scaffold('auth'), base: scaffold('base'), view: scaffold('view') });
  });

  router.get('/api/collections/:collection', requireSuperuser, (c) =>
    sendJson(c, presentCollection(storedCollection(c))),
  );

  router.patch('/api/collections/:collection', requireSuperuser, async (c) => {
    const updated = await c
      .get('app')
      .collectionService.update(storedCollection(c), await readJsonObject(c));
    return sendJson(c, presentCollection(updated));
  });

  router.delete('/api/collections/:collection', requireSuperuser, async (c) => {
    await c.get('app').collectionService.delete(storedCollection(c));
    return c.body(null, 204);
  });

  router.delete('/api/collections/:collection/truncate', requireSuperuser, async (c) => {
    const collection = storedCollection(c);
    await c.get('app').collectionService.truncate(collection);
    await c.get('app').blobs.deletePrefix(collection.id);
    return c.body(null, 204);
  });
}

/** Rejects guests (401) and non-superusers (403), as PocketBase's admin routes do. */
export async function requireSuperuser(c: Context<HttpEnv>, next: () => Promise<void>) {
  const auth = c.get('auth');
  if (!auth) throw unauthorized(MESSAGES.requireAuth);
  if (!isSuperuser({ auth })) throw forbidden(MESSAGES.requireSuperuser);
  await next();
}

function storedCollection(c: Context<HttpEnv>): CollectionModel {
  const collection = c.get('app').collections.find(c.req.param('collection') ?? '');
  if (!collection) throw notFound();
  return collection;
}
