import type { App } from '../../app.js';
import { parseExpand } from '../../records/record-expand.js';
import type { RecordValues, RequestInfo } from '../../request-info.js';
import { collectionOf } from './moderation-access.js';
import { storedOr404 } from './moderation-records.js';

/** How many messages on each side of the reported one. */
const AROUND = 3;
/** How many other reports about the same person. */
const PREVIOUS = 20;

/** `GET …/reports/:id/context`: what a moderator reads before acting on a report. */
export interface ReportContext {
  report: unknown;
  /** The reported message (with `expand.author`), or null for a user report or a gone message. */
  message: unknown;
  /** Up to three messages before it in its chat, oldest first. */
  before: unknown[];
  /** Up to three messages after it, oldest first. */
  after: unknown[];
  /** Other reports about the same person, newest first. */
  previous: unknown[];
}

export async function reportContext(
  app: App,
  id: string,
  info: RequestInfo,
): Promise<ReportContext> {
  const stored = await storedOr404(app, 'reports', id);
  const reports = collectionOf(app, 'reports');
  const report = await app.records.view(reports, id, info, parseExpand('reporter,reported'));
  const around = await messagesAround(app, stored, info);
  const reported = String(stored['reported'] ?? '');
  const previous = reported
    ? await list(app, 'reports', info, {
        filter: `reported = "${reported}" && id != "${id}"`,
        sort: '-created,-id',
        perPage: PREVIOUS,
        expand: 'reporter',
      })
    : [];
  return { report, ...around, previous };
}

async function messagesAround(
  app: App,
  report: RecordValues,
  info: RequestInfo,
): Promise<Pick<ReportContext, 'message' | 'before' | 'after'>> {
  const none = { message: null, before: [], after: [] };
  const messageId = String(report['message'] ?? '');
  if (messageId === '') return none;
  const [message] = await list(app, 'messages', info, {
    filter: `id = "${messageId}"`,
    sort: '',
    perPage: 1,
    expand: 'author',
  });
  if (!isRecord(message)) return none;
  const chat = String(message['chat']);
  const seq = Number(message['seq']);
  const near = (side: string, sort: string) =>
    list(app, 'messages', info, {
      filter: `chat = "${chat}" && seq ${side} ${seq}`,
      sort,
      perPage: AROUND,
      expand: 'author',
    });
  const before = (await near('<', '-seq')).reverse();
  const after = await near('>', 'seq');
  return { message, before, after };
}

interface Page {
  filter: string;
  sort: string;
  perPage: number;
  expand: string;
}

/** One page of a collection as the superuser sees it (ids come from stored records, not input). */
async function list(app: App, name: string, info: RequestInfo, page: Page): Promise<unknown[]> {
  const found = await app.records.list(collectionOf(app, name), info, {
    page: 1,
    perPage: page.perPage,
    sort: page.sort,
    filter: page.filter,
    skipTotal: true,
    expand: parseExpand(page.expand),
  });
  return found.items;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
