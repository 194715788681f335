import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LinkPreview } from '@hearth/shared';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Feature } from '../../app.js';
import {
  circle,
  fileNames,
  fileUrl,
  openDirect,
  postMessage,
  refusal,
  sendText,
} from '../../test/chat-kit.js';
import { waitUntil } from '../../test/realtime-probe.js';
import { person, type Person } from '../../test/social-kit.js';
import { bandedImage, BLUE, imageInfo, RED } from '../../test/test-images.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { HEARTH_FEATURES } from '../hearth-features.js';
import { DEFAULT_LINK_PREVIEW_OPTIONS, type LinkPreviewOptions } from './link-preview-options.js';
import { linkPreviewsWith, previewWriterOf } from './link-previews-feature.js';

/**
 * Link previews end to end (docs/chat-data-model.md, `messages.preview*`): a local site on
 * 127.0.0.1 plays the linked web, and a Hearth server allowed to reach it (and nothing else
 * private) fetches previews for messages sent through the SDK.
 */

type Route = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

/** A local web site with fixed routes that counts the requests for each path. */
class Site {
  private readonly server: Server;
  private readonly hits = new Map<string, number>();
  origin = '';
  port = 0;

  constructor(routes: Record<string, Route>) {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://site');
      const key = `${url.pathname}${url.search}`;
      this.hits.set(key, (this.hits.get(key) ?? 0) + 1);
      const route = routes[url.pathname];
      if (!route) return void response.writeHead(404).end();
      response.on('close', () => {
        if (!response.writableFinished) cutShort.add(url.pathname);
      });
      void route(request, response);
    });
  }

  async start(host: string): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, host, resolve));
    // note: listening on a TCP host, so the address is an AddressInfo.
    this.port = (this.server.address() as AddressInfo).port;
    this.origin = `http://${host}:${this.port}`;
    return this;
  }

  /** How many requests asked for `path` (with its query). */
  hitsOf(path: string): number {
    return this.hits.get(path) ?? 0;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A promise the test resolves when it chooses: a page that answers on cue. */
class Gate {
  open: () => void = () => undefined;
  readonly opened = new Promise<void>((resolve) => (this.open = resolve));
}

interface OgTags {
  title?: string;
  description?: string;
  siteName?: string;
  image?: string;
}

function ogPage(tags: OgTags): string {
  const meta = (property: string, content: string | undefined) =>
    content === undefined ? '' : `<meta property="${property}" content="${content}">`;
  return (
    '<!doctype html><html><head><title>Fallback title</title>' +
    meta('og:title', tags.title) +
    meta('og:description', tags.description) +
    meta('og:site_name', tags.siteName) +
    meta('og:image', tags.image) +
    '</head><body><p>Body text</p></body></html>'
  );
}

/** A route that answers at once. */
type Page = (request: IncomingMessage, response: ServerResponse) => void;

const html = (body: string | Buffer, type = 'text/html; charset=utf-8'): Page => {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': type }).end(body);
  };
};

const redirect =
  (to: () => string): Route =>
  (_request, response) => {
    response.writeHead(302, { location: to() }).end();
  };

// Shift_JIS and GBK bytes, written out: Node encodes only UTF-8 (`TextDecoder` decodes them).
const SHIFT_JIS_TITLE = Buffer.from('93FA967B8CEA82CC8379815B8357', 'hex'); // 日本語のページ
const SHIFT_JIS_DESCRIPTION = Buffer.from('938C8B9E82CC93568B43', 'hex'); // 東京の天気
const GBK_TITLE = Buffer.from('D6D0CEC4B1EACCE2', 'hex'); // 中文标题

const SLOW_MS = 12_000;
const HUGE_BYTES = 16 * 1024 * 1024;
const TIMEOUT_MS = 3_000;

let photo: Buffer;
/** Paths whose response the client closed before it was complete. */
const cutShort = new Set<string>();
let hugeSent = 0;
let gate = new Gate();

const inner = new Site({
  '/secret': html(ogPage({ title: 'Internal secret' })),
});

const site: Site = new Site({
  '/article': html(
    ogPage({
      title: 'A good article',
      description: 'What it is about',
      siteName: 'Example News',
      image: '/photo.png',
    }),
  ),
  '/photo.png': (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' }).end(photo);
  },
  '/page-b': html(ogPage({ title: 'Second page' })),
  '/moved': redirect(() => `${site.origin}/article?hop=2`),
  '/to-inner': redirect(() => `${inner.origin}/secret`),
  '/gated': async (_request, response) => {
    await gate.opened;
    html(ogPage({ title: 'Gated page' }))(_request, response);
  },
  '/slow': (request, response) => {
    const timer = setTimeout(
      () => html(ogPage({ title: 'Slow page' }))(request, response),
      SLOW_MS,
    );
    response.on('close', () => clearTimeout(timer));
  },
  '/huge': (_request, response) => {
    // The only title is past the first 16 MiB: a reader that stops at its cap never sees it.
    response.writeHead(200, { 'content-type': 'text/html' });
    response.write('<!doctype html><html><head><!--');
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const pump = () => {
      while (hugeSent < HUGE_BYTES && !response.destroyed) {
        hugeSent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      if (!response.destroyed) response.end('--><meta property="og:title" content="Past the cap">');
    };
    pump();
  },
  '/svg-as-png-page': html(ogPage({ title: 'Pretends', image: '/svg-as-png' })),
  '/svg-as-png': (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="red"/></svg>',
    );
  },
  '/sjis': html(
    Buffer.concat([
      Buffer.from('<html><head><meta charset="Shift_JIS"><title>'),
      SHIFT_JIS_TITLE,
      Buffer.from('</title><meta name="description" content="'),
      SHIFT_JIS_DESCRIPTION,
      Buffer.from('"></head></html>'),
    ]),
    'text/html',
  ),
  '/gbk': html(
    Buffer.concat([Buffer.from('<html><head><title>'), GBK_TITLE, Buffer.from('</title></head>')]),
    'text/html; charset=GBK',
  ),
});

/** A site on 127.0.0.1, on a port no server below allows. */
const otherPort = new Site({ '/article': html(ogPage({ title: 'Other port' })) });

let server: TestServer;

/** Hearth's features with link previews set to `options`. */
function featuresWith(options: LinkPreviewOptions): Feature[] {
  return HEARTH_FEATURES.map((feature) =>
    feature.name === 'link-previews' ? linkPreviewsWith(options) : feature,
  );
}

beforeAll(async () => {
  photo = await bandedImage(1200, 800, [RED, BLUE]);
  await Promise.all([
    site.start('127.0.0.1'),
    inner.start('127.0.0.2'),
    otherPort.start('127.0.0.1'),
  ]);
  server = await startTestServer({
    features: featuresWith({
      ...DEFAULT_LINK_PREVIEW_OPTIONS,
      // The site only: its port and 127.0.0.1, not 127.0.0.2 where `inner` listens.
      allowAddresses: ['127.0.0.1'],
      allowPorts: [site.port, inner.port],
      timeoutMs: TIMEOUT_MS,
    }),
  });
});
afterAll(async () => {
  await server.close();
  await Promise.all([site.close(), inner.close(), otherPort.close()]);
});

/** Waits until no preview is being fetched or stored on `on`. */
async function settled(on: TestServer = server): Promise<void> {
  const writer = previewWriterOf(on.app);
  if (!writer) throw new Error('link previews are off on this server');
  await writer.settled();
}

/** Two friends in a direct chat; `b` hears every message event of it. */
async function chatting(on: TestServer = server) {
  const { owner: a, friend: b } = await circle(on, ['friend']);
  const chat = await openDirect(a, b);
  const updates: RecordModel[] = [];
  await b.pb.collection('messages').subscribe('*', (event) => {
    if (event.action === 'update') updates.push(event.record);
  });
  return { a, b, chat, updates };
}

/** The first update event of a message that satisfies `check`. */
async function updateOf(
  updates: readonly RecordModel[],
  id: string,
  check: (record: RecordModel) => boolean,
): Promise<RecordModel> {
  const find = () => updates.find((record) => record.id === id && check(record));
  await waitUntil(() => find() !== undefined);
  // note: waitUntil returned, so the record is there.
  return find() as RecordModel;
}

const hasPreview = (record: RecordModel) => record['preview'] !== null;

/** The link a record's preview is of, if it has one. */
function previewUrl(record: RecordModel): unknown {
  const preview: unknown = record['preview'];
  return typeof preview === 'object' && preview !== null && 'url' in preview ? preview.url : null;
}

async function messageCount(chatId: string): Promise<number> {
  const admin = await server.superuser();
  return (await admin.collection('messages').getList(1, 1, { filter: `chat = "${chatId}"` }))
    .totalItems;
}

/** The stored message, as a superuser reads it. */
async function stored(id: string): Promise<RecordModel> {
  return (await server.superuser()).collection('messages').getOne(id);
}

/** The status (and body) of a download of a message's preview image as `who` sees it. */
async function download(message: RecordModel, who: Person | null) {
  const name = fileNames(message, 'previewImage')[0] ?? '';
  const token = who ? await who.pb.files.getToken() : undefined;
  const response = await fetch(fileUrl(server, message, name, token));
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

describe('a link preview', () => {
  it('arrives as an update with the page’s title, description, site and a resized image only members can fetch', async () => {
    const { a, b, chat, updates } = await chatting();
    const outsider = await person(server, 'outsider');
    const link = `${site.origin}/article?case=arrives`;
    const sent = await sendText(a, chat.id, `look: ${link}, and ${site.origin}/page-b`);
    expect(sent['preview']).toBeNull();

    const updated = await updateOf(updates, sent.id, hasPreview);
    expect(updated['preview']).toEqual({
      url: link,
      title: 'A good article',
      description: 'What it is about',
      siteName: 'Example News',
    } satisfies LinkPreview);
    expect(updated['editedAt']).toBe('');
    expect(updated['text']).toBe(sent['text']);

    const asMember = await download(updated, b);
    expect(asMember.status).toBe(200);
    expect(await imageInfo(asMember.body)).toMatchObject({
      width: 600,
      height: 400,
      format: 'webp',
    });
    expect((await download(updated, outsider)).status).toBe(404);
    expect((await download(updated, null)).status).toBe(404);
    expect(site.hitsOf('/page-b')).toBe(0);
  });

  it('is removed by its sender in the same write, and never fetched again for that message', async () => {
    const { a, chat, updates } = await chatting();
    const sent = await sendText(a, chat.id, `${site.origin}/article?case=hidden`);
    const withPreview = await updateOf(updates, sent.id, hasPreview);

    const hidden = await a.pb.collection('messages').update(sent.id, { previewHidden: true });
    expect(hidden).toMatchObject({ preview: null, previewImage: '', previewHidden: true });
    const heard = await updateOf(updates, sent.id, (record) => record['previewHidden'] === true);
    expect(heard).toMatchObject({ preview: null, previewImage: '' });
    expect((await download(withPreview, a)).status).toBe(404);

    await a.pb
      .collection('messages')
      .update(sent.id, { text: `${site.origin}/page-b?case=hidden` });
    await settled();
    expect(site.hitsOf('/page-b?case=hidden')).toBe(0);
    expect(await stored(sent.id)).toMatchObject({ preview: null, previewImage: '' });
  });

  it('is never set by users, on create or on update', async () => {
    const { a, chat } = await chatting();
    const forged = { url: 'https://bank.example', title: 'Log in', description: '', siteName: '' };
    const image = () => new File([photo], 'forged.png', { type: 'image/png' });
    await refusal(postMessage(a, chat.id, { text: 'hi', preview: forged }), 400);
    await refusal(postMessage(a, chat.id, { text: 'hi', previewImage: image() }), 400);
    const sent = await sendText(a, chat.id, `${site.origin}/nothing-here`);
    await refusal(a.pb.collection('messages').update(sent.id, { preview: forged }), 404);
    // note: a file never reaches the rules' @request.body; chat's message guard refuses it.
    await refusal(a.pb.collection('messages').update(sent.id, { previewImage: image() }), 400);
    await settled();
    expect(await stored(sent.id)).toMatchObject({ preview: null, previewImage: '' });
    expect(await messageCount(chat.id)).toBe(1);
  });

  it('follows an edit that changes the first link, and not one that keeps it', async () => {
    const { a, chat, updates } = await chatting();
    const link = `${site.origin}/article?case=edit`;
    const sent = await sendText(a, chat.id, link);
    await updateOf(updates, sent.id, hasPreview);

    await a.pb.collection('messages').update(sent.id, { text: `${link} still this one` });
    await settled();
    expect(site.hitsOf('/article?case=edit')).toBe(1);
    expect((await stored(sent.id))['preview']).toMatchObject({ url: link });

    const next = `${site.origin}/page-b?case=edit`;
    const edited = await a.pb.collection('messages').update(sent.id, { text: `now ${next}` });
    expect(edited).toMatchObject({ preview: null, previewImage: '' });
    const updated = await updateOf(updates, sent.id, (record) => previewUrl(record) === next);
    expect(updated['preview']).toMatchObject({ title: 'Second page' });
    expect(updated['previewImage']).toBe('');
  });

  it('is not stored on a message edited to another link or deleted while its page loaded', async () => {
    const { a, chat, updates } = await chatting();
    gate = new Gate();
    const moved = await sendText(a, chat.id, `${site.origin}/gated?case=moved`);
    const deleted = await sendText(a, chat.id, `${site.origin}/gated?case=deleted`);
    await waitUntil(
      () => site.hitsOf('/gated?case=moved') === 1 && site.hitsOf('/gated?case=deleted') === 1,
    );
    const next = `${site.origin}/page-b?case=moved`;
    await a.pb.collection('messages').update(moved.id, { text: next });
    await a.pb.collection('messages').update(deleted.id, { deleted: true });
    await updateOf(updates, moved.id, (record) => previewUrl(record) === next);

    const before = await Promise.all([stored(moved.id), stored(deleted.id)]);

    gate.open();
    await settled();
    const after = await Promise.all([stored(moved.id), stored(deleted.id)]);
    // Not written at all: `updated` would move even if the write's hooks emptied it again.
    expect(after).toEqual(before);
    expect(after[0]?.['preview']).toMatchObject({ url: next, title: 'Second page' });
    expect(after[1]).toMatchObject({ deleted: true, preview: null, previewImage: '' });
  });

  it('of a link posted again is taken from the cache: the page and its image are fetched once', async () => {
    const { a, chat, updates } = await chatting();
    const link = `${site.origin}/article?case=cache`;
    const first = await sendText(a, chat.id, link);
    await updateOf(updates, first.id, hasPreview);
    const photoHits = site.hitsOf('/photo.png');
    const second = await sendText(a, chat.id, `again ${link}#part`);
    const again = await updateOf(updates, second.id, hasPreview);
    expect(again['preview']).toMatchObject({ url: `${link}#part`, title: 'A good article' });
    expect(fileNames(again, 'previewImage')).toHaveLength(1);
    expect(site.hitsOf('/article?case=cache')).toBe(1);
    expect(site.hitsOf('/photo.png')).toBe(photoHits);
  });

  it('follows redirects, and checks the address of every hop', async () => {
    const { a, chat, updates } = await chatting();
    const sent = await sendText(a, chat.id, `${site.origin}/moved`);
    const updated = await updateOf(updates, sent.id, hasPreview);
    expect(updated['preview']).toMatchObject({
      url: `${site.origin}/moved`,
      title: 'A good article',
    });

    const refused = await sendText(a, chat.id, `${site.origin}/to-inner`);
    await settled();
    expect(site.hitsOf('/to-inner')).toBe(1);
    expect(inner.hitsOf('/secret')).toBe(0);
    expect((await stored(refused.id))['preview']).toBeNull();
  });

  it('is given up when the page is too slow, a port is not allowed or the page is huge', async () => {
    const { a, chat } = await chatting();
    const slow = await sendText(a, chat.id, `${site.origin}/slow`);
    const port = await sendText(a, chat.id, `${otherPort.origin}/article`);
    const huge = await sendText(a, chat.id, `${site.origin}/huge`);
    await settled();
    // The client hung up on both: the slow page before it answered, the huge one mid-way.
    await waitUntil(() => cutShort.has('/slow') && cutShort.has('/huge'));
    expect(hugeSent).toBeLessThan(HUGE_BYTES);
    expect(otherPort.hitsOf('/article')).toBe(0);
    for (const message of [slow, port, huge]) {
      expect((await stored(message.id))['preview']).toBeNull();
    }
  });

  it('keeps no image that is not one by its bytes, whatever its Content-Type', async () => {
    const { a, chat, updates } = await chatting();
    const sent = await sendText(a, chat.id, `${site.origin}/svg-as-png-page`);
    const updated = await updateOf(updates, sent.id, hasPreview);
    expect(updated['preview']).toMatchObject({ title: 'Pretends' });
    expect(updated['previewImage']).toBe('');
    expect(site.hitsOf('/svg-as-png')).toBe(1);
  });

  it('reads Shift_JIS and GBK pages by their meta tag or Content-Type', async () => {
    const { a, chat, updates } = await chatting();
    const japanese = await sendText(a, chat.id, `${site.origin}/sjis`);
    const chinese = await sendText(a, chat.id, `${site.origin}/gbk`);
    expect((await updateOf(updates, japanese.id, hasPreview))['preview']).toMatchObject({
      title: '日本語のページ',
      description: '東京の天気',
      siteName: '127.0.0.1',
    });
    expect((await updateOf(updates, chinese.id, hasPreview))['preview']).toMatchObject({
      title: '中文标题',
    });
  });
});

describe('with the default address policy', () => {
  let strict: TestServer;

  beforeAll(async () => {
    strict = await startTestServer({
      features: featuresWith({ ...DEFAULT_LINK_PREVIEW_OPTIONS, allowPorts: [site.port] }),
    });
  });
  afterAll(() => strict.close());

  it('refuses loopback addresses and names that resolve to them', async () => {
    const { a, chat } = await chatting(strict);
    const links = [
      `${site.origin}/article?case=strict-address`,
      `http://localhost:${site.port}/article?case=strict-name`,
      `http://[::ffff:127.0.0.1]:${site.port}/article?case=strict-mapped`,
    ];
    const sent = await Promise.all(links.map((link) => sendText(a, chat.id, link)));
    await settled(strict);
    const admin: PocketBase = await strict.superuser();
    for (const message of sent) {
      expect((await admin.collection('messages').getOne(message.id))['preview']).toBeNull();
    }
    expect(site.hitsOf('/article?case=strict-address')).toBe(0);
    expect(site.hitsOf('/article?case=strict-name')).toBe(0);
    expect(site.hitsOf('/article?case=strict-mapped')).toBe(0);
  });
});
