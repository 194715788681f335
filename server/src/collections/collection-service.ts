import type {
  AuthCollectionModel,
  CollectionField,
  CollectionInput,
  CollectionModel,
  TokenConfig,
} from '@hearth/shared';
import { ApiError, badRequest, hasFieldErrors } from '../errors.js';
import { nowString } from '../lib/dates.js';
import { randomString } from '../lib/random.js';
import type { PageQuery, SearchResult } from '../search/search-provider.js';
import type { Db, Queryable } from '../storage/db.js';
import { listCollections } from './collection-list.js';
import type { CollectionRegistry } from './collection-registry.js';
import { scaffoldCollection } from './collection-scaffold.js';
import type { RuleChecker } from './collection-validation-scope.js';
import { validateCollection } from './collection-validate.js';
import { isPlainObject } from '../lib/is-plain-object.js';

const TOKEN_KEYS = [
  'authToken',
  'passwordResetToken',
  'emailChangeToken',
  'verificationToken',
  'fileToken',
] as const;

/**
 * Creates, changes and removes collections with PocketBase's validation, keeping write-only
 * secrets across updates. Used by the collections API and by migrations.
 */
export class CollectionService {
  constructor(
    private readonly db: Db,
    private readonly registry: CollectionRegistry,
    private readonly checkRule: RuleChecker,
  ) {}

  /** One page of collections, filtered and sorted as PocketBase's collections list. */
  list(query: PageQuery): Promise<SearchResult<CollectionModel>> {
    return listCollections(this.db, this.registry, query);
  }

  /** Creates a collection from API input; 400 "Failed to create collection." when invalid. */
  async create(input: unknown): Promise<CollectionModel> {
    const collection = scaffoldCollection(parseCollectionInput(input));
    this.assertValid(collection, null, 'Failed to create collection.');
    await this.registry.save(collection);
    return this.registry.find(collection.id) ?? collection;
  }

  /** Applies an API patch over a stored collection; 400 "Failed to update collection." when invalid. */
  async update(existing: CollectionModel, patch: unknown): Promise<CollectionModel> {
    const next = mergeCollection(existing, parsePatch(patch));
    this.assertValid(next, existing, 'Failed to update collection.');
    await this.registry.save(next);
    return this.registry.find(next.id) ?? next;
  }

  /** Deletes a collection unless it is a system one or another collection relates to it. */
  async delete(collection: CollectionModel): Promise<void> {
    if (collection.system) throw badRequest('System collections cannot be deleted.');
    const dependant = this.registry
      .list()
      .find(
        (other) =>
          other.id !== collection.id &&
          other.fields.some(
            (field) => field.type === 'relation' && field.collectionId === collection.id,
          ),
      );
    if (dependant) {
      throw badRequest(
        `Failed to delete collection due to existing dependency ("${dependant.name}").`,
      );
    }
    await this.registry.remove(collection);
  }

  /** Deletes every record of a collection (files are removed by the caller). */
  async truncate(collection: CollectionModel): Promise<void> {
    if (collection.type === 'view') throw badRequest('View collections cannot be truncated.');
    await this.db.run(`DELETE FROM ${this.db.dialect.quoteIdent(collection.name)}`);
  }

  /**
   * Creates or replaces each collection (matched by id, then name) in one transaction, and
   * with `deleteMissing` removes the non-system collections not listed.
   */
  async importCollections(
    inputs: readonly unknown[],
    deleteMissing: boolean,
    q?: Queryable,
  ): Promise<void> {
    const parsed = inputs.map((input) => parseCollectionInput(input));
    const pending = new Map<string, CollectionModel>();
    const planned = parsed.map((input) => {
      const existing = this.registry.find(input.id || input.name);
      const next = existing ? mergeCollection(existing, { ...input }) : scaffoldCollection(input);
      pending.set(next.id, next);
      return { next, existing: existing ?? null };
    });
    const scope = this.scopeWith(pending);
    const errors: Record<string, unknown> = {};
    planned.forEach(({ next, existing }, index) => {
      const problems = validateCollection(next, existing, scope);
      if (hasFieldErrors(problems)) errors[String(index)] = problems;
    });
    if (Object.keys(errors).length > 0) {
      throw badRequest('Failed to import collections.', { collections: errors });
    }
    const apply = async (tx: Queryable) => {
      for (const { next } of planned) await this.registry.save(next, tx);
      if (!deleteMissing) return;
      for (const stale of this.registry.list()) {
        if (!pending.has(stale.id) && !stale.system) await this.registry.remove(stale, tx);
      }
    };
    if (q) {
      await apply(q);
    } else {
      await this.db.transaction(apply, { schema: true });
      await this.registry.reload();
    }
  }

  private assertValid(next: CollectionModel, previous: CollectionModel | null, message: string) {
    const errors = validateCollection(next, previous, this.scopeWith(new Map([[next.id, next]])));
    if (hasFieldErrors(errors)) throw badRequest(message, errors);
  }

  private scopeWith(pending: Map<string, CollectionModel>) {
    const registry = this.registry;
    return {
      find(idOrName: string): CollectionModel | undefined {
        const byId = pending.get(idOrName);
        if (byId) return byId;
        // A stored collection this change leaves alone wins, so a new name that clashes with it
        // (case-insensitively) is caught rather than reaching the database.
        const stored = registry.find(idOrName);
        if (stored && !pending.has(stored.id)) return stored;
        const lower = idOrName.toLowerCase();
        for (const collection of pending.values()) {
          if (collection.name.toLowerCase() === lower) return collection;
        }
        return undefined;
      },
      checkRule: this.checkRule,
    };
  }
}

/** Reads API input into a collection input; 400 when it is not one. */
function parseCollectionInput(input: unknown): CollectionInput {
  if (!isPlainObject(input)) {
    throw badRequest('Failed to load the submitted data due to invalid formatting.');
  }
  const candidate = input;
  const errors: Record<string, unknown> = {};
  if (typeof candidate['name'] !== 'string') {
    errors['name'] = { code: 'validation_required', message: 'Cannot be blank.' };
  }
  if (candidate['type'] !== undefined && typeof candidate['type'] !== 'string') {
    errors['type'] = { code: 'validation_invalid_value', message: 'Invalid value.' };
  }
  if (candidate['fields'] !== undefined && !isFieldList(candidate['fields'])) {
    errors['fields'] = { code: 'validation_invalid_value', message: 'Must be a list of fields.' };
  }
  if (candidate['indexes'] !== undefined && !isStringList(candidate['indexes'])) {
    errors['indexes'] = { code: 'validation_invalid_value', message: 'Must be a list of strings.' };
  }
  if (Object.keys(errors).length > 0) {
    throw new ApiError(400, 'Failed to create collection.', errors);
  }
  // note: name, type, fields and indexes were checked above; scaffolding and validation read the
  // rest as optional and check each value they use.
  return candidate as unknown as CollectionInput;
}

function parsePatch(patch: unknown): Record<string, unknown> {
  if (!isPlainObject(patch)) {
    throw badRequest('Failed to load the submitted data due to invalid formatting.');
  }
  const candidate = patch;
  if (candidate['fields'] !== undefined && !isFieldList(candidate['fields'])) {
    throw badRequest('Failed to update collection.', {
      fields: { code: 'validation_invalid_value', message: 'Must be a list of fields.' },
    });
  }
  if (candidate['indexes'] !== undefined && !isStringList(candidate['indexes'])) {
    throw badRequest('Failed to update collection.', {
      indexes: { code: 'validation_invalid_value', message: 'Must be a list of strings.' },
    });
  }
  return candidate;
}

function isFieldList(value: unknown): value is CollectionField[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        isPlainObject(item) && typeof item['name'] === 'string' && typeof item['type'] === 'string',
    )
  );
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Applies a patch to a stored collection: given keys replace, nested auth options merge, the
 * system fields stay, secrets the API never returned are kept.
 */
export function mergeCollection(
  existing: CollectionModel,
  patch: Record<string, unknown>,
): CollectionModel {
  const { id: _id, created: _created, ...rest } = patch;
  const merged: Record<string, unknown> = { ...existing, ...rest, id: existing.id };
  if (existing.type === 'auth') {
    for (const [key, before] of Object.entries(existing)) {
      const given = rest[key];
      if (isPlainObject(before) && isPlainObject(given)) merged[key] = { ...before, ...given };
    }
  }
  // note: the stored collection supplies every key and the patch was checked by `parsePatch`;
  // scaffolding fills defaults and validation then checks the whole result.
  const next = scaffoldCollection(merged as unknown as CollectionInput);
  next.created = existing.created;
  next.updated = nowString();
  if (next.type === 'auth' && existing.type === 'auth') keepSecrets(next, existing);
  return next;
}

function keepSecrets(next: AuthCollectionModel, existing: AuthCollectionModel): void {
  for (const key of TOKEN_KEYS) {
    // note: a malformed token setting is left as given for validation to reject.
    const given: unknown = next[key];
    if (typeof given !== 'object' || given === null || Array.isArray(given)) continue;
    const config = given as TokenConfig;
    config.secret = config.secret || existing[key].secret;
  }
  // PB compat: changing who may authenticate invalidates every issued auth token.
  if (next.authRule !== existing.authRule) next.authToken.secret = randomString(50);
  // note: the options are not validated yet; malformed values are kept for validation to
  // reject, so the list is only cast back to its declared type (hence the `as` below).
  const providers: unknown = isPlainObject(next.oauth2) ? next.oauth2.providers : null;
  if (!Array.isArray(providers)) return;
  next.oauth2.providers = providers.map((provider: unknown) => {
    if (!isPlainObject(provider)) return provider;
    const old = existing.oauth2.providers.find((item) => item.name === provider['name']);
    return { ...provider, clientSecret: provider['clientSecret'] || old?.clientSecret || '' };
  }) as AuthCollectionModel['oauth2']['providers'];
}
