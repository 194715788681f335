import type { AuthCollectionModel } from '@hearth/shared';
import type { CollectionRegistry } from '../../collections/collection-registry.js';
import { badRequest, MESSAGES } from '../../errors.js';
import type { BlobStore } from '../../filesystem/blob-store.js';
import type { RecordHooks } from '../../hooks/record-hooks.js';
import type { Logger } from '../../lib/logger.js';
import type { UploadedFile } from '../../records/record-input.js';
import type { RecordService } from '../../records/record-service.js';
import { findFirstRecord, findRecordById } from '../../records/record-store.js';
import { RecordWriteEffects } from '../../records/record-write-effects.js';
import {
  SUPERUSERS,
  systemRequestInfo,
  type RecordValues,
  type RequestInfo,
} from '../../request-info.js';
import { retryConflicts, type Db, type Queryable } from '../../storage/db.js';
import { lockName } from '../../storage/row-lock.js';
import { isNoCaseIndexed } from '../../collections/index-definition.js';
import { externalAuthsOf, findLink, findLinksOf } from './external-auths.js';
import { downloadAvatar } from './oauth2-avatar.js';
import { oauth2CreateInput } from './oauth2-create-input.js';
import type { OAuth2User } from '../../oauth2/oauth2-provider.js';
import { randomPassword } from '../../security/random-password.js';

/** What linking a provider account to a record is built on. */
export interface OAuth2LinkDeps {
  db: Db;
  collections: CollectionRegistry;
  records: RecordService;
  blobs: BlobStore;
  hooks: RecordHooks;
  logger: Logger;
  avatarTimeoutMs: number;
}

/** One sign-in's provider account and request. */
export interface OAuth2LinkRequest {
  collection: AuthCollectionModel;
  provider: string;
  user: OAuth2User;
  createData: Record<string, unknown>;
  info: RequestInfo;
}

/** The record the provider account signs in as, and whether it was just created. */
export interface OAuth2LinkResult {
  record: RecordValues;
  isNew: boolean;
}

/** An existing record for the account, and how it was found. */
interface Match {
  record: RecordValues;
  via: 'link' | 'auth' | 'email';
}

/**
 * Finds or creates the record a provider account signs in as, in PocketBase's order: the
 * account's existing link; else the caller's own record when it is signed in to this
 * collection; else the record with the provider's verified email; else a new record (never a
 * superuser) from `createData` and the mapped fields. Everything (record, flags, links)
 * is written in one transaction, so a failure leaves nothing behind.
 *
 * Pre-hijacking protection (PocketBase's, plus the later advisory GHSA-pq7p-mc74-g65w): an
 * unverified record that is signed into by someone else than itself gets a random password,
 * and one linked through its email also loses its other provider links, so whoever
 * registered the address first keeps no way in.
 */
export async function linkOAuth2User(
  deps: OAuth2LinkDeps,
  request: OAuth2LinkRequest,
): Promise<OAuth2LinkResult> {
  // note: the avatar is fetched before the transaction so no network wait holds the writer.
  const planned = await findMatch(deps, deps.db, request);
  const avatar = planned ? null : await avatarFor(deps, request);
  return write(deps, async (tx, effects) => {
    // note: sign-ins of one provider account take turns, so two at once make one record and
    // one link: the second finds what the first committed.
    await lockName(tx, `oauth2:${request.collection.id}:${request.provider}:${request.user.id}`);
    const match = await findMatch(deps, tx, request);
    const steps = new LinkSteps(deps, tx, effects, request);
    const result = match
      ? { record: await steps.updateExisting(match), isNew: false }
      : { record: await steps.create(avatar), isNew: true };
    if (match?.via !== 'link') await steps.link(result.record);
    const fresh = await findRecordById(tx, request.collection, String(result.record['id']));
    return { record: fresh ?? result.record, isNew: result.isNew };
  });
}

async function findMatch(
  deps: OAuth2LinkDeps,
  q: Queryable,
  { collection, provider, user, info }: OAuth2LinkRequest,
): Promise<Match | null> {
  const links = externalAuthsOf(deps.collections);
  const link = await findLink(q, links, {
    collectionId: collection.id,
    provider,
    providerId: user.id,
  });
  const linked = link && (await findRecordById(q, collection, String(link['recordRef'])));
  if (linked) return { record: linked, via: 'link' };
  if (info.auth?.collection.id === collection.id) {
    const own = await findRecordById(q, collection, String(info.auth.record['id']));
    if (own) return { record: own, via: 'auth' };
  }
  if (user.email === '' || !user.emailVerified) return null;
  const column = q.dialect.quoteIdent('email');
  const byEmail = await findFirstRecord(q, collection, {
    text: isNoCaseIndexed(collection, 'email')
      ? q.dialect.nocaseEqual(column, '?')
      : `${column} = ?`,
    params: [user.email],
  });
  return byEmail ? { record: byEmail, via: 'email' } : null;
}

async function avatarFor(
  deps: OAuth2LinkDeps,
  { collection, user, createData }: OAuth2LinkRequest,
): Promise<UploadedFile | null> {
  const name = collection.oauth2.mappedFields.avatarURL;
  const field = collection.fields.find((candidate) => candidate.name === name);
  if (!field || field.type !== 'file' || user.avatarURL === '' || name in createData) return null;
  return downloadAvatar(user.avatarURL, field, deps.logger, deps.avatarTimeoutMs);
}

/** The writes of one sign-in, inside its transaction. */
class LinkSteps {
  private readonly system: RequestInfo;

  constructor(
    private readonly deps: OAuth2LinkDeps,
    private readonly tx: Queryable,
    private readonly effects: RecordWriteEffects,
    private readonly request: OAuth2LinkRequest,
  ) {
    const superusers = deps.collections.find(SUPERUSERS);
    if (superusers?.type !== 'auth') throw new Error('missing _superusers');
    this.system = systemRequestInfo(superusers);
  }

  /**
   * Creates the new record through the records API as the caller (its create rule and
   * validation apply, and their errors are the answer), then marks it verified when its
   * email is the one the provider verified.
   */
  async create(avatar: UploadedFile | null): Promise<RecordValues> {
    const { collection, user, createData, info } = this.request;
    if (collection.name === SUPERUSERS) {
      throw badRequest(MESSAGES.failedAuth, {}, new Error('superusers cannot sign up with OAuth2'));
    }
    const input = await oauth2CreateInput(this.tx, collection, user, createData, avatar);
    const created = await this.deps.records.create(
      collection,
      input,
      { ...info, context: 'oauth2' },
      { tx: this.tx, effects: this.effects },
    );
    const record = await this.reload(String(created['id']));
    if (record['verified'] !== true && user.emailVerified && record['email'] === user.email) {
      await this.update(record, { verified: true });
    }
    return record;
  }

  /** Brings an existing record in line with the provider account (PocketBase's rules). */
  async updateExisting({ record, via }: Match): Promise<RecordValues> {
    const { collection, user, info } = this.request;
    const id = String(record['id']);
    const isCaller = info.auth?.collection.id === collection.id && info.auth.record['id'] === id;
    const wasVerified = record['verified'] === true;
    let email = typeof record['email'] === 'string' ? record['email'] : '';
    const data: Record<string, unknown> = {};
    if (!isCaller && email !== '' && !wasVerified) {
      const password = randomPassword();
      data['password'] = password;
      data['passwordConfirm'] = password;
      if (via === 'email') await this.unlinkAll(id);
    }
    if (email === '' && user.email !== '') {
      data['email'] = user.email;
      email = user.email;
    }
    if (!wasVerified && (email === '' || (user.emailVerified && email === user.email))) {
      data['verified'] = true;
    }
    if (Object.keys(data).length > 0) await this.update(record, data);
    return record;
  }

  /** Links the provider account to the record (the account had no usable link). */
  async link(record: RecordValues): Promise<void> {
    const { collection, provider, user } = this.request;
    const links = externalAuthsOf(this.deps.collections);
    // note: a link found here points to a record that is gone (a link older than the cleanup
    // of links with their record), or the account would have matched through it.
    const account = { collectionId: collection.id, provider, providerId: user.id };
    const stale = await findLink(this.tx, links, account);
    await this.guard(async () => {
      if (stale) {
        await this.deps.records.delete(links, String(stale['id']), this.system, this.options());
      }
      await this.deps.records.create(
        links,
        {
          data: {
            collectionRef: collection.id,
            recordRef: String(record['id']),
            provider,
            providerId: user.id,
          },
          files: {},
        },
        this.system,
        this.options(),
      );
    });
  }

  private async unlinkAll(recordId: string): Promise<void> {
    const links = externalAuthsOf(this.deps.collections);
    const owner = { collectionId: this.request.collection.id, recordId };
    await this.guard(async () => {
      for (const link of await findLinksOf(this.tx, links, owner)) {
        await this.deps.records.delete(links, String(link['id']), this.system, this.options());
      }
    });
  }

  private update(record: RecordValues, data: Record<string, unknown>): Promise<void> {
    return this.guard(async () => {
      const { collection } = this.request;
      await this.deps.records.update(
        collection,
        String(record['id']),
        { data, files: {} },
        this.system,
        this.options(),
      );
    });
  }

  private async reload(id: string): Promise<RecordValues> {
    const record = await findRecordById(this.tx, this.request.collection, id);
    if (!record) throw badRequest(MESSAGES.failedAuth);
    return record;
  }

  private options() {
    return { tx: this.tx, effects: this.effects };
  }

  /** PB compat: a failing system write answers 400 "Failed to authenticate.". */
  private async guard(run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      throw badRequest(MESSAGES.failedAuth, {}, error);
    }
  }
}

/** Runs the sign-in's writes in one transaction; effects (events, files) follow its outcome. */
async function write<T>(
  deps: OAuth2LinkDeps,
  run: (tx: Queryable, effects: RecordWriteEffects) => Promise<T>,
): Promise<T> {
  return retryConflicts(async () => {
    const effects = new RecordWriteEffects();
    let result: T;
    try {
      result = await deps.db.transaction((tx) => run(tx, effects));
    } catch (error) {
      await effects.rolledBack(deps.blobs, deps.logger);
      throw error;
    }
    await effects.committed(deps.blobs, deps.hooks, deps.logger);
    return result;
  });
}
