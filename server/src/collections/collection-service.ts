import type {
  AuthCollectionModel,
  CollectionField,
  CollectionInput,
  CollectionModel,
  TokenConfig,
} from '@hearth/shared';
import { ApiError, badRequest, fieldError, hasFieldErrors, notFound } from '../errors.js';
import { nowString } from '../lib/dates.js';
import { randomString } from '../lib/random.js';
import type { PageQuery, SearchResult } from '../search/search-provider.js';
import { UniqueViolationError, type Db, type Queryable } from '../storage/db.js';
import { listCollections } from './collection-list.js';
import { CollectionNotStoredError, type CollectionRegistry } from './collection-registry.js';
import { collectionIdFor } from './collection-ids.js';
import { scaffoldCollection } from './collection-scaffold.js';
import type { CollectionValidationScope, RuleChecker } from './collection-validation-scope.js';
import { IndexBuildError } from './record-table-sync.js';
import { validateCollection } from './collection-validate.js';
import { isPlainObject } from '../lib/is-plain-object.js';

const TOKEN_KEYS = [
  'authToken',
  'passwordResetToken',
  'emailChangeToken',
  'verificationToken',
  'fileToken',
] as const;

/** A planned change: the collection as it will be, and as it is stored now (null: a new one). */
interface PlannedChange {
  next: CollectionModel;
  previous: CollectionModel | null;
}

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

  /**
   * Creates a collection from API input; 400 "Failed to create collection." when invalid. A
   * create never touches a stored collection: an id or a name that is taken is refused.
   */
  async create(input: unknown): Promise<CollectionModel> {
    const message = 'Failed to create collection.';
    const collection = this.scaffoldNew(parseCollectionInput(input), new Set());
    this.assertValid({ next: collection, previous: null }, message);
    await this.applying(message, () => this.registry.create(collection));
    return this.registry.find(collection.id) ?? collection;
  }

  /** Applies an API patch over a stored collection; 400 "Failed to update collection." when invalid. */
  async update(existing: CollectionModel, patch: unknown): Promise<CollectionModel> {
    const message = 'Failed to update collection.';
    const next = mergeCollection(existing, parsePatch(patch));
    this.assertValid({ next, previous: existing }, message);
    await this.applying(message, () => this.registry.update(next));
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
   * Creates each collection that is new and changes each stored one (matched by id, else by
   * name), all or nothing, in one transaction. A stored collection keeps every field the import
   * does not mention, unless `deleteMissing`; then the non-system collections and fields not
   * listed are removed. System fields always stay.
   */
  async importCollections(
    inputs: readonly unknown[],
    deleteMissing: boolean,
    q?: Queryable,
  ): Promise<void> {
    const message = 'Failed to import collections.';
    const planned = this.planImport(
      inputs.map((input) => parseCollectionInput(input)),
      deleteMissing,
    );
    const errors: Record<string, unknown> = {};
    const scope = this.scopeWith(planned);
    planned.forEach((change, index) => {
      const problems = validateCollection(change.next, change.previous, scope);
      if (!problems['name'] && isListedBefore(planned, index)) {
        problems['name'] = fieldError(
          'validation_collection_name_exists',
          'Collection name must be unique (case insensitive).',
        );
      }
      if (hasFieldErrors(problems)) errors[String(index)] = problems;
    });
    if (Object.keys(errors).length > 0) throw badRequest(message, { collections: errors });
    const kept = new Set(planned.map((change) => change.next.id));
    const apply = async (tx: Queryable) => {
      // PB compat: removed collections go first, so an import may reuse a removed one's name.
      if (deleteMissing) {
        for (const stale of this.registry.list()) {
          if (!kept.has(stale.id) && !stale.system) await this.registry.remove(stale, tx);
        }
      }
      for (const { next, previous } of planned) {
        if (previous) await this.registry.update(next, tx);
        else await this.registry.create(next, tx);
      }
    };
    await this.applying(message, async () => {
      if (q) return apply(q);
      await this.db.transaction(apply, { schema: true });
      await this.registry.reload();
    });
  }

  /** Each imported collection over its stored version, or scaffolded when new. */
  private planImport(inputs: CollectionInput[], deleteMissing: boolean): PlannedChange[] {
    const claimedIds = new Set<string>();
    return inputs.map((input) => {
      const previous = this.registry.find(input.id || input.name) ?? null;
      const next = previous
        ? mergeCollection(previous, {
            ...input,
            fields: importedFields(previous, input.fields, deleteMissing),
          })
        : this.scaffoldNew(input, claimedIds);
      claimedIds.add(next.id);
      return { next, previous };
    });
  }

  /**
   * Scaffolds a new collection. PB compat: without an explicit id it gets PocketBase's
   * generated one, numbered on when that is taken, so it can never address a stored collection.
   */
  private scaffoldNew(input: CollectionInput, claimedIds: ReadonlySet<string>): CollectionModel {
    if (input.id) return scaffoldCollection(input);
    const generated = collectionIdFor(input.type ?? 'base', input.name);
    const isFree = (id: string) => !claimedIds.has(id) && this.registry.find(id)?.id !== id;
    let id = generated;
    for (let suffix = 2; !isFree(id) && suffix < 1000; suffix += 1) id = `${generated}${suffix}`;
    return scaffoldCollection({ ...input, id });
  }

  private assertValid(change: PlannedChange, message: string) {
    const errors = validateCollection(change.next, change.previous, this.scopeWith([change]));
    if (hasFieldErrors(errors)) throw badRequest(message, errors);
  }

  /**
   * Runs a change against the database, turning what only the database can tell (a name or id
   * taken meanwhile, an index the stored rows cannot satisfy) into PocketBase's 400.
   */
  private async applying(message: string, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      throw storageRefusal(error, message) ?? error;
    }
  }

  /** The other collections as the planned changes will leave them. */
  private scopeWith(changes: readonly PlannedChange[]): CollectionValidationScope {
    const registry = this.registry;
    const replaced = new Set(changes.flatMap(({ previous }) => (previous ? [previous.id] : [])));
    return {
      find(idOrName: string): CollectionModel | undefined {
        const byId = changes.find(({ next }) => next.id === idOrName);
        if (byId) return byId.next;
        // A stored collection the changes leave alone wins, so a new name or id that clashes
        // with it (case-insensitively) is caught rather than reaching the database.
        const stored = registry.find(idOrName);
        if (stored && !replaced.has(stored.id)) return stored;
        const lower = idOrName.toLowerCase();
        return changes.find(({ next }) => next.name.toLowerCase() === lower)?.next;
      },
      isStoredId: (id) => registry.find(id)?.id === id,
      checkRule: this.checkRule,
    };
  }
}

/**
 * The fields an import leaves on a stored collection: the given ones, plus every stored field
 * the import does not mention (all of them unless `deleteMissing`, the system ones always).
 * PB compat: a given field with a stored field's name and type but another id takes the stored
 * id, so its column and values stay instead of being dropped and added anew.
 */
function importedFields(
  stored: CollectionModel,
  given: CollectionField[] | undefined,
  deleteMissing: boolean,
): CollectionField[] {
  const fields = (given ?? []).map((field) => ({ ...field }));
  for (const old of stored.fields) {
    if (!old.system && deleteMissing) continue;
    if (fields.some((field) => field.id === old.id)) continue;
    const sameName = fields.find((field) => field.name.toLowerCase() === old.name.toLowerCase());
    if (sameName && sameName.type === old.type) sameName.id = old.id;
    else if (!sameName) fields.push(old);
  }
  return fields;
}

/** Whether an earlier entry of the import addresses the same collection, by id or by name. */
function isListedBefore(planned: readonly PlannedChange[], index: number): boolean {
  const { next } = planned[index] ?? {};
  if (!next) return false;
  return planned
    .slice(0, index)
    .some(
      (other) =>
        other.next.id === next.id || other.next.name.toLowerCase() === next.name.toLowerCase(),
    );
}

/** The 400 for a database refusal of a collection change, or null when it is not one. */
function storageRefusal(error: unknown, message: string): ApiError | null {
  if (error instanceof IndexBuildError) {
    const reason =
      error.cause instanceof UniqueViolationError
        ? 'the stored records have duplicate values'
        : error.cause instanceof Error
          ? error.cause.message
          : String(error.cause);
    return badRequest(message, {
      indexes: {
        [String(error.position)]: fieldError(
          'validation_invalid_index_expression',
          `Failed to create index ${error.indexName} - ${reason}.`,
        ),
      },
    });
  }
  if (error instanceof UniqueViolationError) {
    // note: the definitions table's only unique constraints are its id and its name.
    return error.columns.includes('id')
      ? badRequest(message, {
          id: fieldError(
            'validation_invalid_or_existing_id',
            'The model id is invalid or already exists.',
          ),
        })
      : badRequest(message, {
          name: fieldError(
            'validation_collection_name_exists',
            'Collection name must be unique (case insensitive).',
          ),
        });
  }
  if (error instanceof CollectionNotStoredError) return notFound();
  return null;
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
