import type { CollectionModel } from '@hearth/shared';
import type { Join } from '../filter/field-resolver.js';
import type { Sql } from '../storage/sql.js';

/** Maps a join key to the alias it was given; a path's root key maps to the root alias. */
export type AliasOf = (key: string) => string;

/**
 * A join a field path needs, identified by what it joins (`key`, e.g. `main.author.org`)
 * rather than by an alias, so that every mention of the same source shares one join.
 */
export interface PlannedJoin {
  key: string;
  /** The collection whose table the join reads, for list-rule checks; null for JSON rows. */
  collection: CollectionModel | null;
  /** Renders the join under `alias`; earlier joins and the root are found through `aliasOf`. */
  build(alias: string, aliasOf: AliasOf): Join;
}

/** Called once per newly registered collection join (client filters check list rules here). */
export type JoinListener = (
  join: PlannedJoin & { collection: CollectionModel },
  alias: string,
) => void;

/**
 * The joins and extra conditions of one compiled expression. Aliases are short generated names
 * (`__j1`, `__m2`) so they stay unique and within PostgreSQL's identifier length.
 */
export class JoinScope {
  readonly joins: Join[] = [];
  readonly conditions: Sql[] = [];
  private readonly aliases = new Map<string, string>();
  private counter = 0;

  /**
   * Adds the joins not registered yet (by key) in order and returns the alias map, with
   * `rootKey` naming `rootAlias`. `onCollectionJoin` hears about each new collection join.
   */
  register(
    planned: readonly PlannedJoin[],
    rootKey: string,
    rootAlias: string,
    onCollectionJoin?: JoinListener,
  ): AliasOf {
    const aliasOf = this.lookup(this.aliases, rootKey, rootAlias);
    for (const join of planned) {
      if (this.aliases.has(join.key)) continue;
      const alias = this.nextAlias('j');
      this.aliases.set(join.key, alias);
      this.joins.push(join.build(alias, aliasOf));
      const { collection } = join;
      if (collection && onCollectionJoin) onCollectionJoin({ ...join, collection }, alias);
    }
    return aliasOf;
  }

  /**
   * Renders a private copy of the joins under fresh aliases, for a match-all subquery that
   * must enumerate every value independently of the outer joined row.
   */
  renderFresh(
    planned: readonly PlannedJoin[],
    rootKey: string,
    rootAlias: string,
  ): { joins: Join[]; aliasOf: AliasOf } {
    const aliases = new Map<string, string>();
    const aliasOf = this.lookup(aliases, rootKey, rootAlias);
    const joins: Join[] = [];
    for (const join of planned) {
      const alias = this.nextAlias('m');
      aliases.set(join.key, alias);
      joins.push(join.build(alias, aliasOf));
    }
    return { joins, aliasOf };
  }

  /** A new alias that no other join of this expression uses. */
  nextAlias(prefix: 'j' | 'm'): string {
    this.counter++;
    return `__${prefix}${this.counter}`;
  }

  private lookup(aliases: Map<string, string>, rootKey: string, rootAlias: string): AliasOf {
    return (key) => {
      if (key === rootKey) return rootAlias;
      const alias = aliases.get(key);
      // note: plans list a join before anything that refers to it, so a miss is a planner bug.
      if (alias === undefined) throw new Error(`join "${key}" used before it was planned`);
      return alias;
    };
  }
}
