import type { CollectionModel } from '@hearth/shared';
import type { RealtimeBus } from './bus/bus.js';
import {
  collectionSubject,
  topicSubject,
  userSubject,
  WATCH_ALL,
  watchSubject,
  type BusSubject,
} from './bus/bus-subjects.js';
import type { IndexKeyListener } from './realtime-broker.js';

/** What a held name stands for: a client's topic, or a collection server code follows. */
type HeldKind = 'topic' | 'watched';

interface Held {
  holders: number;
  /** The subjects it stood for when last worked out (collections come, go and are renamed). */
  subjects: BusSubject[];
}

/**
 * The subjects this process needs from a bus that routes by subject, kept from what its
 * clients hold (`bus-subjects.ts` says what each subject carries):
 *
 * - a client bound to an auth record ⇒ `user/<id>`;
 * - a client subscribed to a topic ⇒ `topic/<topic>`, and `collection/<id>` when the topic
 *   names a collection (`posts`, `posts/*`, `posts/<id>`, by name or id);
 * - a client bound to a superuser ⇒ every `watch/…` subject;
 * - server code following another process's changes of a collection ⇒ its `collection/` and
 *   `watch/` subjects.
 *
 * Subjects are counted, and the bus is told only the net change at the end of each burst of
 * changes: a client that re-subscribes to what it had does not leave the subject even briefly,
 * which would lose what was published meanwhile.
 */
export class BusInterest {
  private readonly counts = new Map<BusSubject, number>();
  private readonly applied = new Set<BusSubject>();
  private readonly changed = new Set<BusSubject>();
  private readonly held = new Map<string, Held>();
  private scheduled = false;

  constructor(
    private readonly bus: RealtimeBus,
    private readonly findCollection: (nameOrId: string) => CollectionModel | undefined,
  ) {}

  /** Follows the broker's index keys. */
  readonly followBroker: IndexKeyListener = (index, key, present) => {
    if (index === 'authId') this.count(userSubject(key), present);
    else if (index === 'topic') this.hold('topic', key, present);
    else this.count(WATCH_ALL, present);
  };

  /** Server code starts (or stops) following the changes of a collection, by name or id. */
  watch(collection: string, present: boolean): void {
    this.hold('watched', collection, present);
  }

  /** Collections changed: topics that now name another collection (or none) move with them. */
  collectionsChanged(): void {
    for (const [key, held] of this.held) {
      const next = this.subjectsOf(key);
      for (const subject of next) if (!held.subjects.includes(subject)) this.count(subject, true);
      for (const subject of held.subjects) if (!next.includes(subject)) this.count(subject, false);
      held.subjects = next;
    }
  }

  /** Resolves once every change so far is in force on the bus. */
  async ready(): Promise<void> {
    this.apply();
    await this.bus.interestApplied();
  }

  private hold(kind: HeldKind, name: string, present: boolean): void {
    const key = `${kind}\n${name}`;
    let held = this.held.get(key);
    if (present) {
      if (!held) {
        held = { holders: 0, subjects: this.subjectsOf(key) };
        this.held.set(key, held);
        for (const subject of held.subjects) this.count(subject, true);
      }
      held.holders += 1;
      return;
    }
    if (!held) return;
    held.holders -= 1;
    if (held.holders > 0) return;
    this.held.delete(key);
    for (const subject of held.subjects) this.count(subject, false);
  }

  private subjectsOf(key: string): BusSubject[] {
    const [kind, name = ''] = key.split('\n', 2);
    const collection = this.findCollection(name.split('/', 1)[0] ?? '');
    if (kind === 'watched') {
      return collection ? [collectionSubject(collection.id), watchSubject(collection.id)] : [];
    }
    const subjects = [topicSubject(name)];
    if (collection) subjects.push(collectionSubject(collection.id));
    return subjects;
  }

  private count(subject: BusSubject, present: boolean): void {
    const next = (this.counts.get(subject) ?? 0) + (present ? 1 : -1);
    if (next > 0) this.counts.set(subject, next);
    else this.counts.delete(subject);
    this.changed.add(subject);
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => this.apply());
  }

  private apply(): void {
    this.scheduled = false;
    for (const subject of this.changed) {
      const wanted = this.counts.has(subject);
      if (wanted === this.applied.has(subject)) continue;
      if (wanted) this.applied.add(subject);
      else this.applied.delete(subject);
      this.bus.setInterest(subject, wanted);
    }
    this.changed.clear();
  }
}
