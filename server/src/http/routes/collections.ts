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
  router.get('/api/collections', requireSuperuser, (c) => {
    const page = parsePageQuery((name) => c.req.query(name));
    return sendJson(
      c,
      listCollections(
        c.var.app.collections.list(),
        page.page,
        page.perPage,
        page.filter,
        page.sort,
        page.skipTotal,
      ),
    );
  });

  router.post('/api/collections', requireSuperuser, async (c) => {
    const created = await c.var.app.collectionService.create(await readJsonObject(c));
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
    await c.var.app.collectionService.importCollections(list, body['deleteMissing'] === true);
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
    const updated = await c.var.app.collectionService.update(
      storedCollection(c),
      await readJsonObject(c),
    );
    return sendJson(c, presentCollection(updated));
  });

  router.delete('/api/collections/:collection', requireSuperuser, async (c) => {
    await c.var.app.collectionService.delete(storedCollection(c));
    return c.body(null, 204);
  });

  router.delete('/api/collections/:collection/truncate', requireSuperuser, async (c) => {
    const collection = storedCollection(c);
    await c.var.app.collectionService.truncate(collection);
    await c.var.app.blobs.deletePrefix(collection.id);
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
  const collection = c.var.app.collections.find(c.req.param('collection') ?? '');
  if (!collection) throw notFound();
  return collection;
}

const COLLECTION_FILTER_KEYS = ['id', 'name', 'type', 'system', 'created', 'updated'] as const;

/**
 * Lists collections with PocketBase's envelope. The collections list supports simple
 * `field = value` / `field ~ value` filters over its few searchable keys and sorting by them.
 */
function listCollections(
  all: CollectionModel[],
  page: number,
  perPage: number,
  filter: string,
  sort: string,
  skipTotal: boolean,
) {
  let items = all.filter((collection) => matchesSimpleFilter(collection, filter));
  const sortKey = sort.replace(/^[-+]/, '');
  if ((COLLECTION_FILTER_KEYS as readonly string[]).includes(sortKey)) {
    const direction = sort.startsWith('-') ? -1 : 1;
    items = [...items].sort(
      (a, b) =>
        String(a[sortKey as keyof CollectionModel]).localeCompare(
          String(b[sortKey as keyof CollectionModel]),
        ) * direction,
    );
  } else if (sort !== '') {
    throw badRequest();
  }
  const totalItems = items.length;
  return {
    page,
    perPage,
    totalItems: skipTotal ? -1 : totalItems,
    totalPages: skipTotal ? -1 : Math.ceil(totalItems / perPage),
    items: items.slice((page - 1) * perPage, page * perPage).map(presentCollection),
  };
}

function matchesSimpleFilter(collection: CollectionModel, filter: string): boolean {
  if (filter.trim() === '') return true;
  return filter.split('&&').every((part) => {
    const match = /^\s*(\w+)\s*(=|!=|~)\s*(['"])(.*)\3\s*$/.exec(part);
    if (!match || !(COLLECTION_FILTER_KEYS as readonly string[]).includes(match[1] ?? '')) {
      throw badRequest();
    }
    const actual = String(collection[match[1] as keyof CollectionModel]);
    const expected = match[4] ?? '';
    if (match[2] === '=') return actual === expected;
    if (match[2] === '!=') return actual !== expected;
    return actual.toLowerCase().includes(expected.toLowerCase());
  });
}
