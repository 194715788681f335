import type { CollectionModel } from '@hearth/shared';
import type { FieldResolver, Join, ResolvedOperand } from '../filter/field-resolver.js';
import { FilterError } from '../filter/filter-error.js';
import { fragment, raw } from '../filter/sql-fragment.js';
import type { RequestInfo } from '../request-info.js';
import type { Sql } from '../storage/sql.js';
import type { Dialect } from '../storage/dialect.js';
import { columnSql, planPath, type PathPlan, type PathWalk } from './record-field-path.js';
import type { JoinListener, JoinScope } from './record-join-scope.js';
import { resolveRequestField, type RequestFieldHost } from './record-request-field.js';

/** The identifier shapes PocketBase accepts (its resolver's `allowedFields`). */
const ALLOWED_IDENTIFIERS = [
  /^\w+[\w.:]*$/,
  /^@request\.context$/,
  /^@request\.method$/,
  /^@request\.(?:auth|body|query|headers)\.[\w.:]*\w+$/,
  /^@collection\.\w+(?::\w+)?\.[\w.:]*\w+$/,
];

/** Everything a record field resolver works with. */
export interface RecordFieldResolverOptions {
  /** The collection whose rows the expression filters. */
  collection: CollectionModel;
  find(idOrName: string): CollectionModel | undefined;
  requestInfo: RequestInfo;
  dialect: Dialect;
  /** The unquoted alias of the row being filtered. */
  rootAlias: string;
  /** Hidden fields are usable (rules, superusers); otherwise `email` also needs visibility. */
  allowHidden: boolean;
  /** Shared by every resolver of one compiled expression. */
  scope: JoinScope;
  /** Hears about each new collection join (list-rule checks of client filters). */
  onCollectionJoin?: JoinListener;
}

/**
 * Resolves filter identifiers against a record collection (PocketBase's `RecordFieldResolver`):
 * own fields, relation paths, back-relations, JSON paths, `@collection.*` and `@request.*`.
 */
export class RecordFieldResolver implements FieldResolver, RequestFieldHost {
  readonly collection: CollectionModel;
  readonly requestInfo: RequestInfo;
  readonly dialect: Dialect;
  readonly rootKey: string;

  constructor(private readonly options: RecordFieldResolverOptions) {
    this.collection = options.collection;
    this.requestInfo = options.requestInfo;
    this.dialect = options.dialect;
    this.rootKey = options.rootAlias;
  }

  resolve(identifier: string): ResolvedOperand {
    if (!ALLOWED_IDENTIFIERS.some((pattern) => pattern.test(identifier))) {
      throw new FilterError(`unknown field "${identifier}"`);
    }
    const props = identifier.split('.');
    if (props[0] === '@collection') return this.resolveCollectionField(props);
    if (props[0] === '@request') return resolveRequestField(props, this);
    return this.resolvePath(props, this.rootWalk());
  }

  hasField(name: string): boolean {
    return this.collection.fields.some((field) => field.name === name);
  }

  scope(): { joins: readonly Join[]; conditions: readonly Sql[] } {
    return { joins: this.options.scope.joins, conditions: this.options.scope.conditions };
  }

  find(idOrName: string): CollectionModel | undefined {
    if (idOrName === this.collection.id || idOrName === this.collection.name) {
      return this.collection;
    }
    return this.options.find(idOrName);
  }

  resolvePath(props: readonly string[], start: PathWalk): ResolvedOperand {
    return this.render(
      planPath(props, start, { find: (id) => this.find(id), dialect: this.dialect }),
    );
  }

  ownField(name: string): ResolvedOperand {
    return this.resolvePath([name], this.rootWalk());
  }

  /**
   * Registers a plan's joins in the shared scope and reads its value there; a multi-valued plan
   * also gets a private copy of its joins for match-all subqueries.
   */
  render(plan: PathPlan): ResolvedOperand {
    if (plan.kind === 'constant') return plan.operand;
    const { scope, rootAlias, onCollectionJoin } = this.options;
    const aliasOf = scope.register(plan.joins, this.rootKey, rootAlias, onCollectionJoin);
    const operand: ResolvedOperand = { sql: plan.value(aliasOf) };
    if (plan.nullFallback) operand.nullFallback = plan.nullFallback;
    if (plan.multi) {
      const fresh = scope.renderFresh(plan.joins, this.rootKey, rootAlias);
      operand.multi = { joins: fresh.joins, value: plan.value(fresh.aliasOf) };
    }
    if (plan.emailVisibilityKey !== undefined) {
      // allow matching an auth record's email only when it is public (PocketBase does the same)
      const visible = fragment`${columnSql(this.dialect, aliasOf(plan.emailVisibilityKey), 'emailVisibility')} = ${raw(String(this.dialect.bool(true)))}`;
      operand.wrap = (comparison) => fragment`(${comparison} AND ${visible})`;
    }
    return operand;
  }

  private rootWalk(): PathWalk {
    return {
      collection: this.collection,
      key: this.rootKey,
      joins: [],
      multi: false,
      allowHidden: this.options.allowHidden,
      nullifyMissing: false,
    };
  }

  /**
   * `@collection.name.field` or `@collection.name:alias.field`: every row of another
   * collection; mentions with the same name (and alias) share one joined row.
   */
  private resolveCollectionField(props: readonly string[]): ResolvedOperand {
    const [nameOrId = '', alias] = (props[1] ?? '').split(':', 2);
    const collection = this.find(nameOrId);
    if (!collection) throw new FilterError(`unknown collection "${nameOrId}"`);
    const key = `${this.rootKey}|@collection:${collection.id}${alias ? ':' + alias : ''}`;
    const { dialect } = this;
    const join = {
      key,
      collection,
      build: (joinAlias: string) => ({
        item: raw(`${dialect.quoteIdent(collection.name)} AS ${dialect.quoteIdent(joinAlias)}`),
        on: null,
      }),
    };
    const start: PathWalk = {
      collection,
      key,
      joins: [join],
      multi: true,
      allowHidden: true,
      nullifyMissing: false,
    };
    return this.resolvePath(props.slice(2), start);
  }
}
